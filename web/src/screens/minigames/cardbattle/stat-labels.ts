import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { Stat } from '../../../minigames/card-battle/card-values.ts';

const NAMES: Record<Stat, MessageDescriptor> = {
  year: msg`Year`,
  versions: msg`Versions`,
  companies: msg`Companies`,
  rollout: msg`Roll-out`,
};

const RULES: Record<Stat, MessageDescriptor> = {
  year: msg`the older game wins`,
  versions: msg`more regional versions win`,
  companies: msg`more developers and publishers win`,
  rollout: msg`the longer roll-out wins`,
};

/** A stat's name and the rule that decides it, in the reader's language. */
export function useStatLabels() {
  const { i18n } = useLingui();
  return { name: (stat: Stat) => i18n._(NAMES[stat]), rule: (stat: Stat) => i18n._(RULES[stat]) };
}
