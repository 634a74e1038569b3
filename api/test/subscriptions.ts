// A graphql-ws client as a browser would open it (with the session cookie), and a way to collect
// what a subscription delivers.
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { PubSubTopics } from '../src/pubsub.ts';
import { onHubJoin } from '../src/live/broadcast.ts';
import type { TestApp } from './app.ts';

export function subscriptionClient(port: number, cookie?: string): Client {
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: BrowserLikeWebSocket, retryAttempts: 0 });
}

/** A client whose socket the test can kill without a close handshake, as a dropped network does. */
export function killableSubscriptionClient(port: number, cookie: string): { client: Client; kill: () => void } {
  let socket: WebSocket | null = null;
  class Killable extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test kills this socket later
      socket = this;
    }
  }
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: Killable, retryAttempts: 0 });
  return { client, kill: () => socket?.terminate() };
}

export interface Subscription<T> {
  /** Resolves with the next result (data or errors) the server sends. */
  next(): Promise<T>;
  /** Resolves once the server ended the subscription with an error (e.g. refused on subscribe). */
  closed: Promise<unknown>;
  stop(): void;
}

export function subscribe<T = any>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Subscription<T> {
  const queue: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  let fail: (error: unknown) => void = () => {};
  const closed = new Promise((resolve) => (fail = resolve));
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        const waiter = waiting.shift();
        if (waiter) waiter(value as T);
        else queue.push(value as T);
      },
      error: (error) => fail(error),
      complete: () => {},
    },
  );
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise<T>((resolve) => waiting.push(resolve))),
    closed,
    stop,
  };
}

/**
 * Resolves once `app` listens for `topic` (e.g. 'requestUpdated'), and over Redis once Redis has
 * the channel's subscriber. graphql-ws does not acknowledge a subscription, so this watches the
 * server's side of it. Call it before subscribing; it follows the app's next `count`
 * subscriptions to that topic.
 */
export async function subscriptionLive(app: TestApp, topic: keyof PubSubTopics, count = 1): Promise<void> {
  const pubsub = app.pubsub;
  const original = pubsub.subscribe;
  let pending = count;
  let live = count;
  const channel = await new Promise<string>((resolve) => {
    if (topic === 'requestUpdated' || topic === 'requestFeed' || topic === 'commentAdded') {
      // Served by one hub per topic (live/broadcast.ts), which listens once for all its subscribers.
      const stop = onHubJoin((joined, hubTopic, key) => {
        if (joined !== pubsub || hubTopic !== topic || --pending > 0) return;
        stop();
        resolve(key === undefined ? topic : `${topic}:${key}`);
      });
      return;
    }
    pubsub.subscribe = ((...args: [keyof PubSubTopics, number?]) => {
      const repeater = (original as unknown as (...a: unknown[]) => AsyncIterator<unknown>)(...args);
      if (args[0] !== topic) return repeater;
      if (--pending === 0) pubsub.subscribe = original;
      const next = repeater.next.bind(repeater);
      let pulled = false;
      // The server pulls at once; the first pull runs the Repeater's executor, which adds the
      // event listener before it returns.
      repeater.next = (...pulls) => {
        const result = next(...pulls);
        if (!pulled) {
          pulled = true;
          if (--live === 0) resolve(args[1] === undefined ? topic : `${topic}:${args[1]}`);
        }
        return result;
      };
      return repeater;
    }) as never;
  });
  if (!app.config.REDIS_URL) return;
  // The Redis target's SUBSCRIBE is on its way; done once Redis counts the subscriber.
  const redis = new Redis(app.config.REDIS_URL);
  try {
    const name = app.config.redisPrefix + channel;
    for (let tries = 0; tries < 10_000; tries++) {
      const [, subscribers] = (await redis.pubsub('NUMSUB', name)) as [string, number];
      if (Number(subscribers) > 0) return;
    }
    throw new Error(`Redis never saw a subscriber on ${name}`);
  } finally {
    await redis.quit();
  }
}
