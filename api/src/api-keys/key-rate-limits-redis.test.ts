import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createApiKeyRateLimits } from './key-rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('per-key limits shared through Redis', () => {
  it("counts one key's requests on two instances together, and another key apart", async () => {
    const redis = [new Redis(redisUrl!), new Redis(redisUrl!)];
    try {
      // Quota 1: one request a second, and one more from the burst allowance.
      const config = loadConfig({ API_KEY_QUOTA_PER_SECOND: '1' });
      const [a, b] = redis.map((client) => createApiKeyRateLimits(config, client));
      // A key id no other run uses, so counters left in Redis do not matter.
      const key = { id: randomInt(1_000_000, 2 ** 31), scopes: ['READ' as const], quotaPerSecond: null };
      expect((await a!.rest(key)).allowed).toBe(true);
      expect((await b!.rest(key)).allowed).toBe(true);
      expect((await a!.rest(key)).allowed).toBe(false);
      expect((await b!.rest({ ...key, id: key.id + 1 })).allowed).toBe(true);
    } finally {
      await Promise.all(redis.map((client) => client.quit()));
    }
  });
});
