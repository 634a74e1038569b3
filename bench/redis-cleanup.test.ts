import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysUnder, deleteRedisKeys, prefixPattern } from './redis-cleanup.ts';

const redisUrl = process.env.TEST_REDIS_URL;

it('matches a prefix literally, glob characters and all', () => {
  expect(prefixPattern('cv-live-bench-42-')).toBe('cv-live-bench-42-*');
  expect(prefixPattern('a*b?[c]\\d:')).toBe('a\\*b\\?\\[c\\]\\\\d:*');
});

// Runs in the PostgreSQL + Redis pass, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)("deleting a bench run's Redis keys", () => {
  const run = `cv-test-cleanup-${process.pid}-${Date.now().toString(36)}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await deleteKeysUnder(redis, `${run}`);
    await redis.quit();
  });

  it('deletes every key under the prefix, over several SCAN pages and of every type, and no other', async () => {
    const prefix = `${run}-bench-7-`;
    const write = redis.pipeline();
    for (let i = 0; i < 2500; i++) write.set(`${prefix}${i % 3}:counter:${i}`, String(i));
    write.xadd(`${prefix}0:live:events:feed`, '*', 'event', '{}');
    write.incr(`${prefix}1:live:sequence:feed`);
    // Neighbours that share the start: another run's pid, and the prefix without its separator.
    write.set(`${run}-bench-77-0:counter`, 'x');
    write.set(`${run}-bench-7`, 'x');
    await write.exec();

    expect(await deleteKeysUnder(redis, prefix)).toBe(2502);
    expect(await redis.scan('0', 'MATCH', `${prefix}*`, 'COUNT', 10_000)).toEqual(['0', []]);
    expect(await redis.exists(`${run}-bench-77-0:counter`, `${run}-bench-7`)).toBe(2);
    expect(await deleteKeysUnder(redis, prefix)).toBe(0);
  });

  it('takes a glob character in the prefix as itself', async () => {
    await redis.set(`${run}-a*:k`, 'x');
    await redis.set(`${run}-ab:k`, 'x');
    expect(await deleteRedisKeys(redisUrl!, `${run}-a*`)).toBe(1);
    expect(await redis.exists(`${run}-ab:k`)).toBe(1);
  });

  it('refuses an empty prefix, which would delete every key', async () => {
    await expect(deleteKeysUnder(redis, '')).rejects.toThrow('empty prefix');
  });
});
