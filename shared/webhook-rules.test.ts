import { describe, expect, it } from 'vitest';
import { isWebhookUrl, nextAttemptAt, WEBHOOK_DELIVERY } from './webhook-rules.ts';

const created = new Date('2026-11-28T12:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);
const wait = (attempts: number, random: number) =>
  nextAttemptAt(created, attempts, created, random)!.getTime() - created.getTime();

describe('webhook retries', () => {
  it('wait twice as long after each failure, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((n) => wait(n, 0))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((n) => wait(n, 0.999_999))).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it('wait at most an hour', () => {
    expect(wait(30, 0.999_999)).toBeLessThanOrEqual(WEBHOOK_DELIVERY.maxRetryMs);
    expect(wait(30, 0.999_999)).toBeGreaterThan(WEBHOOK_DELIVERY.maxRetryMs - 10);
    expect(wait(30, 0)).toBe(WEBHOOK_DELIVERY.maxRetryMs / 2);
  });

  it('stop when the next attempt would be more than 24 hours after the event', () => {
    expect(nextAttemptAt(created, 25, after(23 * 3600_000), 0)).not.toBeNull();
    expect(nextAttemptAt(created, 26, after(23.9 * 3600_000), 0)).toBeNull();
  });
});

describe('webhook URLs', () => {
  it.each([
    ['https://hooks.example/in', true],
    ['http://hooks.example:8080/in?x=1', true],
    ['ftp://hooks.example/in', false],
    ['javascript:alert(1)', false],
    ['https://user:secret@hooks.example/in', false],
    ['hooks.example/in', false],
  ])('%s is acceptable: %s', (url, ok) => {
    expect(isWebhookUrl(url)).toBe(ok);
  });
});
