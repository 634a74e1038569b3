// The response cache's bytes are bounded (issue 27, N4: about 26.5 KB per distinct answer for ten
// minutes, so distinct questions could fill Redis without end). An answer over the entry cap is
// never stored; past the budget nothing more is stored until the catalogue changes (which empties
// the cache) or the window turns. Answers live one TTL, so those alive at any moment were stored
// in this window or the one before: each window may store half the budget, never more.
import type { Redis } from 'ioredis';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

export interface CacheBudget {
  /** The most bytes of answers the cache holds. */
  maxBytes: number;
  /** The largest answer it stores. */
  maxEntryBytes: number;
  /** How long an answer lives: the length of a window. */
  ttlMs: number;
}

/** Bytes stored in the current window, counted where the answers are (memory or Redis). */
interface WindowCounter {
  /** Adds `bytes` to window `window`'s count; the new count. */
  add(window: number, bytes: number): Promise<number>;
  reset(): Promise<void>;
}

function memoryCounter(): WindowCounter {
  let current = { window: -1, bytes: 0 };
  return {
    async add(window, bytes) {
      if (current.window !== window) current = { window, bytes: 0 };
      current.bytes += bytes;
      return current.bytes;
    },
    async reset() {
      current = { window: -1, bytes: 0 };
    },
  };
}

/** Shared by every instance, so their answers count against one budget. */
function redisCounter(redis: Redis, ttlMs: number): WindowCounter {
  const key = (window: number) => `gql-cache-bytes:${window}`;
  return {
    async add(window, bytes) {
      const [[, total]] = (await redis
        .multi()
        .incrby(key(window), bytes)
        .pexpire(key(window), ttlMs * 2)
        .exec()) as [[null, number], unknown];
      return total;
    },
    async reset() {
      const window = Math.floor(Date.now() / ttlMs);
      await redis.del(key(window), key(window - 1));
    },
  };
}

/** `inner` with every store weighed against `budget`; `redis` counts across instances. */
export function budgetedCache(inner: Cache, budget: CacheBudget, redis?: Redis | null): Cache {
  const counter = redis ? redisCounter(redis, budget.ttlMs) : memoryCounter();
  const perWindow = Math.floor(budget.maxBytes / 2);
  return {
    get: (key) => inner.get(key),
    async set(key, result, entities, ttl) {
      const bytes = Buffer.byteLength(JSON.stringify(result));
      if (bytes > budget.maxEntryBytes) return;
      const stored = await counter.add(Math.floor(Date.now() / budget.ttlMs), bytes);
      if (stored > perWindow) return;
      await inner.set(key, result, entities, ttl);
    },
    async invalidate(entities) {
      await inner.invalidate(entities);
      await counter.reset();
    },
  };
}
