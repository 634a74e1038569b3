import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPubSubFromConfig } from './pubsub-redis.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** The rest of a request event, for events whose content does not matter here. */
const unchanged = { submitterId: null, tally: { approvals: 0, rejections: 0 }, votes: [], votesCleared: false };

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('pub/sub across instances (Redis)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await redis.quit();
  });

  /** Resolves once a connection listens on the channel: the subscribe has reached Redis. */
  async function listening(channel: string): Promise<void> {
    for (let tries = 0; tries < 10_000; tries++) {
      const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(subscribers) > 0) return;
    }
    throw new Error(`nobody subscribed to ${channel}`);
  }

  it('delivers an event published by one instance to a subscriber on another', async () => {
    const prefix = `cv-test-${process.pid}-shared:`;
    const a = createPubSubFromConfig(redisUrl, prefix);
    const b = createPubSubFromConfig(redisUrl, prefix);
    try {
      const iterator = b.pubsub.subscribe('requestUpdated', 42)[Symbol.asyncIterator]();
      const next = iterator.next();
      await listening(`${prefix}requestUpdated:42`);
      a.pubsub.publish('requestUpdated', 42, { requestId: 42, ...unchanged });
      expect((await next).value).toEqual({ requestId: 42, ...unchanged });
      await iterator.return?.();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a deployment with another prefix on the same Redis does not hear the events', async () => {
    const otherPrefix = `cv-test-${process.pid}-other:`;
    const ownPrefix = `cv-test-${process.pid}-own:`;
    const other = createPubSubFromConfig(redisUrl, otherPrefix);
    const own = createPubSubFromConfig(redisUrl, ownPrefix);
    const ownTwin = createPubSubFromConfig(redisUrl, ownPrefix);
    try {
      const heardByOther = other.pubsub.subscribe('requestFeed')[Symbol.asyncIterator]();
      const heardByOwn = own.pubsub.subscribe('requestFeed')[Symbol.asyncIterator]();
      const otherNext = heardByOther.next();
      const ownNext = heardByOwn.next();
      await listening(`${otherPrefix}requestFeed`);
      await listening(`${ownPrefix}requestFeed`);
      // The other deployment speaks first (Redis has delivered it once its own subscriber hears
      // it); the first event this deployment hears must still be its own.
      other.pubsub.publish('requestFeed', { kind: 'CREATED', requestId: 1, at: 'other', ...unchanged });
      expect((await otherNext).value).toEqual({ kind: 'CREATED', requestId: 1, at: 'other', ...unchanged });
      ownTwin.pubsub.publish('requestFeed', { kind: 'VOTED', requestId: 2, at: 'own', ...unchanged });
      expect((await ownNext).value).toEqual({ kind: 'VOTED', requestId: 2, at: 'own', ...unchanged });
      await Promise.all([heardByOther.return?.(), heardByOwn.return?.()]);
    } finally {
      await Promise.all([other.close(), own.close(), ownTwin.close()]);
    }
  });
});
