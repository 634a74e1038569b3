import { describe, expect, it } from 'vitest';
import { retryMinutes } from './retry-minutes.ts';

describe('the wait after too many attempts', () => {
  it('rounds part of a minute up, so the person never retries too early', () => {
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(900)).toBe(15);
  });

  it('never says zero minutes, even for a missing or odd wait', () => {
    expect(retryMinutes(0)).toBe(1);
    expect(retryMinutes(-5)).toBe(1);
    expect(retryMinutes(Number.NaN)).toBe(1);
  });
});
