import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '#shared/account-rules';

/** What each role is called on screen; the order of the choices comes from ROLES. */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  USER: msg`User`,
  MODERATOR: msg`Moderator`,
  ADMIN: msg`Administrator`,
};
