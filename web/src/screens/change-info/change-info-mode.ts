import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The forms of /change-info, in the order the menu lists them; `?mode=` picks one. */
export const CHANGE_INFO_MODES = ['password', 'email', 'name', 'security'] as const;
export type ChangeInfoMode = (typeof CHANGE_INFO_MODES)[number];

/** `?mode=` as a form; a missing or unknown value shows the menu instead. */
export function parseMode(raw: string | null): ChangeInfoMode | null {
  return CHANGE_INFO_MODES.find((mode) => mode === raw) ?? null;
}

/** A form's heading, also its link text in the menu. */
export const MODE_TITLES: Record<ChangeInfoMode, MessageDescriptor> = {
  password: msg`Change password`,
  email: msg`Change email address`,
  name: msg`Change username or display name`,
  security: msg`Change security question`,
};
