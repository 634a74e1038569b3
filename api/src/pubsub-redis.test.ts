import { describe, expect, it } from 'vitest';
import { createPubSubFromConfig } from './pubsub-redis.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('pub/sub across instances (Redis)', () => {
  it('delivers an event published by one instance to a subscriber on another', async () => {
    const a = createPubSubFromConfig(redisUrl);
    const b = createPubSubFromConfig(redisUrl);
    try {
      const iterator = b.pubsub.subscribe('requestUpdated', 42)[Symbol.asyncIterator]();
      const next = iterator.next();
      // Give the subscribe command time to reach Redis before publishing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      a.pubsub.publish('requestUpdated', 42, { requestId: 42 });
      expect((await next).value).toEqual({ requestId: 42 });
      await iterator.return?.();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
