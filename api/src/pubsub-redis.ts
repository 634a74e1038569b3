import type { Redis } from 'ioredis';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';
import { createAppPubSub, type PubSub } from './pubsub.ts';
import { closeRedisClient, createRedisClient } from './redis-client.ts';
import { log } from './log/logger.ts';

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
 * The Redis event target sends PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them: with Redis
 * away, ioredis rejects a publish once its retries run out (and pending commands when the client
 * closes), and an unhandled rejection ends the process. Here each is caught and logged; a lost
 * event could not have reached another instance while Redis was away anyway.
 */
function caught(what: string, channel: string) {
  return (error: Error) => {
    log.warn({ channel, err: error.message }, `${what} failed: Redis unreachable`);
    return 0;
  };
}

function publishingSafely(client: Redis): Redis {
  return {
    publish: (channel: string, message: string) => client.publish(channel, message).catch(caught('publish', channel)),
  } as unknown as Redis;
}

function subscribingSafely(client: Redis): Redis {
  return {
    on: (event: string, listener: (...args: any[]) => void) => client.on(event, listener), // eslint-disable-line @typescript-eslint/no-explicit-any
    subscribe: (channel: string) => client.subscribe(channel).catch(caught('subscribe', channel)),
    unsubscribe: (channel: string) => client.unsubscribe(channel).catch(caught('unsubscribe', channel)),
  } as unknown as Redis;
}

export interface RedisPubSubOptions {
  /** ioredis's retry plan; tests shorten it. */
  retryStrategy?: (times: number) => number | null;
  /** Publish attempts before giving up (ioredis's maxRetriesPerRequest); tests lower it. */
  publishRetries?: number;
}

/**
 * In-process events, or Redis-backed ones so every instance behind the load balancer hears them;
 * instances share events when they share `prefix` (REDIS_PREFIX).
 */
export function createPubSubFromConfig(
  redisUrl: string | undefined,
  prefix: string,
  options: RedisPubSubOptions = {},
): { pubsub: PubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubsub: createAppPubSub(), close: async () => {} };
  const retry = options.retryStrategy ? { retryStrategy: options.retryStrategy } : {};
  const publishClient = createRedisClient(redisUrl, 'publish', {
    ...retry,
    ...(options.publishRetries === undefined ? {} : { maxRetriesPerRequest: options.publishRetries }),
  });
  // SUBSCRIBE and UNSUBSCRIBE (also sent unawaited by the target) wait for Redis to come back
  // rather than fail: a listener added during an outage then hears events once it is back.
  const subscribeClient = createRedisClient(redisUrl, 'subscribe', { ...retry, maxRetriesPerRequest: null });
  const eventTarget = createRedisEventTarget({
    publishClient: publishingSafely(publishClient),
    subscribeClient: subscribingSafely(subscribeClient),
  }) as Target;
  return {
    pubsub: createAppPubSub(prefixTopics(eventTarget, prefix) as never),
    async close() {
      await Promise.all([closeRedisClient(publishClient), closeRedisClient(subscribeClient)]);
    },
  };
}
