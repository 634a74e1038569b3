// The games list's total without counting every match on every page (see GAME_COUNT).
import { GAME_COUNT } from '#shared/catalogue-rules';

export const COUNT_KINDS = ['EXACT', 'ESTIMATE', 'AT_LEAST'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export interface GameCount {
  value: number;
  kind: CountKind;
}

/** One more than the exact limit: counting that many rows tells "more than the limit". */
export const COUNT_UP_TO = GAME_COUNT.exactUpTo + 1;

/**
 * The total from a page's count columns: `counted` is the matches counted up to COUNT_UP_TO,
 * `estimated` the planner's size of the whole catalogue (no filter), null with a filter or
 * before the table was first analysed.
 */
export function gameCountFrom(counted: number, estimated: number | null): GameCount {
  if (counted <= GAME_COUNT.exactUpTo) return { value: counted, kind: 'EXACT' };
  if (estimated !== null && estimated > GAME_COUNT.exactUpTo) return { value: roughly(estimated), kind: 'ESTIMATE' };
  return { value: GAME_COUNT.exactUpTo, kind: 'AT_LEAST' };
}

/** Two significant digits: the planner's figure is a sample, "about 99,874" would claim too much. */
function roughly(value: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}
