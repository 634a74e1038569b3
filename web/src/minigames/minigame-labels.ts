import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { Minigame } from '#shared/minigame-rules';

const NAMES: Record<Minigame, MessageDescriptor> = {
  cardbattle: msg`Card battle`,
  pong: msg`Pong`,
};

/** A minigame's name in the reader's language. */
export function useMinigameName(): (game: Minigame) => string {
  const { i18n } = useLingui();
  return (game) => i18n._(NAMES[game]);
}
