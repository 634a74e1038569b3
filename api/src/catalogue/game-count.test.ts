import { describe, expect, it } from 'vitest';
import { GAME_COUNT } from '#shared/catalogue-rules';
import { gameCountFrom } from './game-count.ts';

const limit = GAME_COUNT.exactUpTo;

describe("the games list's total", () => {
  it('is exact up to the limit, whatever the estimate says', () => {
    expect(gameCountFrom(0, null)).toEqual({ value: 0, kind: 'EXACT' });
    expect(gameCountFrom(limit, 250_000)).toEqual({ value: limit, kind: 'EXACT' });
  });

  it("past the limit is the catalogue's estimated size, to two significant digits, when there is no filter", () => {
    expect(gameCountFrom(limit + 1, 99_874)).toEqual({ value: 100_000, kind: 'ESTIMATE' });
    expect(gameCountFrom(limit + 1, 1_234_567)).toEqual({ value: 1_200_000, kind: 'ESTIMATE' });
  });

  it('past the limit with a filter (or an estimate that is too low to trust) is "more than the limit"', () => {
    expect(gameCountFrom(limit + 1, null)).toEqual({ value: limit, kind: 'AT_LEAST' });
    expect(gameCountFrom(limit + 1, 500)).toEqual({ value: limit, kind: 'AT_LEAST' });
  });
});
