import { describe, expect, it } from 'vitest';
import { formatSlowest, slowest } from './slowest-tests.ts';

const time = (name: string, durationMs: number, timeoutMs = 30_000) => ({ name, durationMs, timeoutMs });

describe('the slowest tests report', () => {
  it('lists the slowest first, at most the count asked', () => {
    const times = [time('a', 10), time('b', 300), time('c', 20), time('d', 5)];
    expect(slowest(times, 2).map((t) => t.name)).toEqual(['b', 'c']);
  });

  it("gives each one's share of its timeout and counts those over half of it", () => {
    const text = formatSlowest([time('quick', 1_500), time('close', 16_000), time('own timeout', 4_000, 5_000)]);
    expect(text.split('\n')).toEqual([
      '3 slowest of 3 tests:',
      '    16.0 s  53 % of its timeout  close',
      '     4.0 s  80 % of its timeout  own timeout',
      '     1.5 s   5 % of its timeout  quick',
      'tests over half their timeout: 2',
    ]);
  });
});
