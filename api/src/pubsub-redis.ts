import { Redis } from 'ioredis';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createAppPubSub, type PubSub } from './pubsub.ts';

/** In-process events, or Redis-backed ones so every instance behind the load balancer hears them. */
export function createPubSubFromConfig(redisUrl?: string): { pubsub: PubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubsub: createAppPubSub(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createAppPubSub(eventTarget as never),
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
