// bench:live's servers keep live sequences, the feed's stream, caches and rate-limit counters in
// Redis under prefixes of the run's own; left behind, they would pile up in a shared Redis run
// after run. SCAN + UNLINK, not KEYS or FLUSHDB: Redis stays responsive, and only this run's keys go.
import { Redis } from 'ioredis';

/** `prefix` as a SCAN pattern that matches it literally, then anything. */
export const prefixPattern = (prefix: string) => `${prefix.replace(/[\\*?[\]]/g, '\\$&')}*`;

/** Deletes every key that starts with `prefix`; returns how many there were. */
export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<number> {
  if (prefix === '') throw new Error('an empty prefix would delete every key');
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', prefixPattern(prefix), 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}

/** deleteKeysUnder over a connection of its own, for a process that may be on its way out. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await deleteKeysUnder(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

/**
 * Runs a bench, then deletes its keys under `prefix` however it ends: done (exit 0), failed (1)
 * or stopped (130). Ctrl-C reaches its child processes too (one process group); this one cleans up
 * first. Servers stopped before the end write no more keys; on failure or Ctrl-C, one still
 * stopping may.
 */
export async function withRedisCleanup(url: string | undefined, prefix: string, run: () => Promise<void>) {
  const cleanUp = async () => {
    if (!url) return;
    try {
      console.log(`Deleted ${await deleteRedisKeys(url, prefix)} Redis keys under ${prefix}*`);
    } catch (error) {
      console.error(`Could not delete the Redis keys under ${prefix}*:`, error);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  let code = 0;
  try {
    await run();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  await cleanUp();
  process.exit(code);
}
