import { Redis } from 'ioredis';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';
import { createAppPubSub, type PubSub } from './pubsub.ts';

type Target = TypedEventTarget<CustomEvent>;

/**
 * Topics become `<prefix><topic>` channels, so two deployments (or test runs) sharing one Redis
 * never hear each other. The Redis target names its channel after the event type, hence the
 * renamed copy of each event.
 */
function prefixTopics(target: Target, prefix: string): Target {
  return {
    addEventListener: (topic, listener) => target.addEventListener(prefix + topic, listener),
    removeEventListener: (topic, listener) => target.removeEventListener(prefix + topic, listener),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  };
}

/**
 * In-process events, or Redis-backed ones so every instance behind the load balancer hears them;
 * instances share events when they share `prefix` (REDIS_PREFIX).
 */
export function createPubSubFromConfig(
  redisUrl: string | undefined,
  prefix: string,
): { pubsub: PubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubsub: createAppPubSub(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient }) as Target;
  return {
    pubsub: createAppPubSub(prefixTopics(eventTarget, prefix) as never),
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
