import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '#shared/account-rules';
import { createRateLimits } from './rate-limits.ts';

async function failTimes(counter: { fail(key: string): Promise<void> }, key: string, times: number) {
  for (let i = 0; i < times; i += 1) await counter.fail(key);
}

describe('failure counters (in memory)', () => {
  it('let an account and address try again until its failures reach the limit, then block it for the window', async () => {
    const { loginClient } = createRateLimits();
    await failTimes(loginClient, 'ada', LOGIN_LIMITS.accountFailures - 1);
    expect(await loginClient.blockedFor('ada')).toBe(0);
    await loginClient.fail('ada');
    const wait = await loginClient.blockedFor('ada');
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.accountWindowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.accountWindowSeconds);
  });

  it('count each key on its own and forget a key once cleared', async () => {
    const { loginClient } = createRateLimits();
    await failTimes(loginClient, 'ada', LOGIN_LIMITS.accountFailures);
    expect(await loginClient.blockedFor('bob')).toBe(0);
    await loginClient.clear('ada');
    expect(await loginClient.blockedFor('ada')).toBe(0);
  });

  it('allow an address more failures than an account, within a shorter window', async () => {
    const { loginIp } = createRateLimits();
    await failTimes(loginIp, '192.0.2.7', LOGIN_LIMITS.ipFailures - 1);
    expect(await loginIp.blockedFor('192.0.2.7')).toBe(0);
    await loginIp.fail('192.0.2.7');
    const wait = await loginIp.blockedFor('192.0.2.7');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.ipWindowSeconds);
  });

  it('keep separate counts for logins and wrong security answers', async () => {
    const limits = createRateLimits();
    await failTimes(limits.loginClient, 'reset:1', LOGIN_LIMITS.accountFailures);
    expect(await limits.resetAnswer.blockedFor('reset:1')).toBe(0);
  });
});
