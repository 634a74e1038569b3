// A graphql-ws client as a browser would open it (with the session cookie), and a way to collect
// what a subscription delivers.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

export function subscriptionClient(port: number, cookie?: string): Client {
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: BrowserLikeWebSocket, retryAttempts: 0 });
}

export interface Subscription<T> {
  /** Resolves with the next result (data or errors) the server sends. */
  next(): Promise<T>;
  /** Resolves once the server ended the subscription with an error (e.g. refused on subscribe). */
  closed: Promise<unknown>;
  stop(): void;
}

export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
  const queue: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  let fail: (error: unknown) => void = () => {};
  const closed = new Promise((resolve) => (fail = resolve));
  const stop = client.subscribe<T>({ query, variables }, {
    next: (value) => {
      const waiter = waiting.shift();
      if (waiter) waiter(value as T);
      else queue.push(value as T);
    },
    error: (error) => fail(error),
    complete: () => {},
  });
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise<T>((resolve) => waiting.push(resolve))),
    closed,
    stop,
  };
}

/** graphql-ws gives no acknowledgement that a subscription is live on the server; give it a moment before acting. */
export const subscriptionSettles = () => new Promise((resolve) => setTimeout(resolve, 300));
