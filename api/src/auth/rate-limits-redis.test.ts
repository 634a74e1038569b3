import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, PASSWORD_RESET } from '#shared/account-rules';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createServices } from '../services.ts';
import { createRateLimits } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('login limits shared through Redis', () => {
  it('count failures made on two instances together, so a second instance is no way round the limit', async () => {
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    try {
      const [a, b] = clients.map((client) => createRateLimits(client));
      const account = `someone-${randomBytes(6).toString('hex')}`;
      for (let i = 0; i < LOGIN_LIMITS.accountFailures; i += 1) await (i % 2 ? a! : b!).loginClient.fail(account);
      expect(await a!.loginClient.blockedFor(account)).toBeGreaterThan(0);
      expect(await b!.loginClient.blockedFor(account)).toBeGreaterThan(0);
      await a!.loginClient.clear(account);
      expect(await b!.loginClient.blockedFor(account)).toBe(0);
    } finally {
      await Promise.all(clients.map((client) => client.quit()));
    }
  });

  it("keeps each deployment's counters under its REDIS_PREFIX, apart from another deployment's", async () => {
    const run = randomBytes(6).toString('hex');
    // Counters never touch the database.
    const [own, other] = ['own', 'other'].map((name) =>
      createServices(loadConfig({ REDIS_URL: redisUrl, REDIS_PREFIX: `cv-test-${run}-${name}:` }), {} as Database),
    );
    const inspect = new Redis(redisUrl!);
    try {
      const email = `someone-${run}@example.test`;
      for (let i = 0; i < PASSWORD_RESET.requestsPerEmailPerHour; i += 1)
        await own!.limits.resetRequestEmail.fail(email);
      expect(await own!.limits.resetRequestEmail.blockedFor(email)).toBeGreaterThan(0);
      expect(await other!.limits.resetRequestEmail.blockedFor(email)).toBe(0);
      expect(await inspect.keys(`cv-test-${run}-own:*`)).toHaveLength(1);
    } finally {
      await Promise.all([own!.close(), other!.close(), inspect.quit()]);
    }
  });
});
