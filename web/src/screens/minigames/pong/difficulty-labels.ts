import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { PongDifficulty } from '#shared/minigame-rules';

const LABELS: Record<PongDifficulty, MessageDescriptor> = { easy: msg`Easy`, normal: msg`Normal`, hard: msg`Hard` };

export function useDifficultyLabel(): (difficulty: PongDifficulty) => string {
  const { i18n } = useLingui();
  return (difficulty) => i18n._(LABELS[difficulty]);
}
