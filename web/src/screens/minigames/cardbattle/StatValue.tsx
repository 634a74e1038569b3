import { Plural, Trans } from '@lingui/react/macro';
import type { CardValues, Stat } from '../../../minigames/card-battle/card-values.ts';

/** One value of a card, with its unit. */
export function StatValue({ stat, values }: { stat: Stat; values: CardValues }) {
  if (stat === 'year') return values.year === null ? <Trans>unknown</Trans> : <>{values.year}</>;
  const months = values.rollout;
  if (stat === 'rollout') return <Plural value={months} one="# month" other="# months" />;
  return <>{values[stat]}</>;
}
