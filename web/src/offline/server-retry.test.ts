import { describe, expect, it } from 'vitest';
import { nextRetryWait, retryWait, serverAnswered } from './server-retry.ts';

describe('asking the server again after a failure', () => {
  it('waits 5 s, doubling to at most 5 minutes, each spread by ±50 % so a crowd does not come back together', () => {
    expect([0, 1, 2, 3].map((failed) => retryWait(failed, 0.5))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryWait(20, 0.5)).toBe(300_000);
    expect(retryWait(0, 0)).toBe(2_500);
    expect(retryWait(0, 0.999)).toBeLessThan(7_500);
  });

  it('starts from the shortest wait again once the server has answered', () => {
    serverAnswered();
    const first = nextRetryWait();
    const second = nextRetryWait();
    expect(first).toBeLessThan(7_500);
    expect(second).toBeGreaterThanOrEqual(5_000);
    serverAnswered();
    expect(nextRetryWait()).toBeLessThan(7_500);
  });
});
