import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import { budgetedCache } from './cache-budget.ts';

const BUDGET = { maxBytes: 20_000, maxEntryBytes: 3_000, ttlMs: 60_000 };
const CATALOGUE = [{ typename: 'Catalogue', id: 'all' }];

/** A distinct answer of about `bytes` bytes, as an integrator walking the catalogue makes. */
const answer = (n: number, bytes = 1_000) => ({ data: { game: { id: n, title: 'x'.repeat(bytes - 40) } } });

/** Stores into `cache` with a record of every answer it passed on, and their bytes. */
function recording(inner: Cache) {
  const stored = new Map<string, number>();
  const cache: Cache = {
    get: (key) => inner.get(key),
    set: (key, result, entities, ttl) => {
      stored.set(key, Buffer.byteLength(JSON.stringify(result)));
      return inner.set(key, result, entities, ttl);
    },
    invalidate: (entities) => {
      stored.clear();
      return inner.invalidate(entities);
    },
  };
  return { cache, total: () => [...stored.values()].reduce((a, b) => a + b, 0), stored };
}

describe('the response cache budget', () => {
  it('filling it with distinct answers never grows the cache past its bytes', async () => {
    const inner = recording(createInMemoryCache());
    const cache = budgetedCache(inner.cache, BUDGET);
    for (let n = 0; n < 200; n += 1) {
      await cache.set(`q${n}`, answer(n), CATALOGUE, BUDGET.ttlMs);
      expect(inner.total()).toBeLessThanOrEqual(BUDGET.maxBytes);
    }
    expect(inner.stored.size).toBeGreaterThan(0);
    expect(await cache.get('q0')).toEqual(answer(0));
    expect(await cache.get('q199')).toBeFalsy();
  });

  it('an answer over the entry cap is never stored', async () => {
    const inner = recording(createInMemoryCache());
    const cache = budgetedCache(inner.cache, BUDGET);
    await cache.set('big', answer(1, 5_000), CATALOGUE, BUDGET.ttlMs);
    expect(inner.stored.size).toBe(0);
  });

  it('a catalogue change empties the cache and its count: answers are stored again', async () => {
    const inner = recording(createInMemoryCache());
    const cache = budgetedCache(inner.cache, BUDGET);
    for (let n = 0; n < 50; n += 1) await cache.set(`q${n}`, answer(n), CATALOGUE, BUDGET.ttlMs);
    await cache.invalidate(CATALOGUE);
    await cache.set('after', answer(1), CATALOGUE, BUDGET.ttlMs);
    expect(await cache.get('after')).toEqual(answer(1));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('the response cache budget in Redis', () => {
  const prefix = `cv-cache-budget-test-${process.pid}:`;
  const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: prefix }) : null;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys.map((key) => key.slice(prefix.length)));
    await redis?.quit();
  });

  it('two instances filling one Redis with distinct answers stay within the bytes together', async () => {
    const [first, second] = [0, 1].map(() => budgetedCache(createRedisCache({ redis: redis! }), BUDGET, redis));
    for (let n = 0; n < 100; n += 1) await (n % 2 ? first! : second!).set(`q${n}`, answer(n), CATALOGUE, BUDGET.ttlMs);
    const keys = (await redis!.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
    let bytes = 0;
    for (const key of keys)
      if ((await redis!.type(key)) === 'string' && !key.startsWith('gql-cache-bytes'))
        bytes += await redis!.strlen(key);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET.maxBytes);
  });
});
