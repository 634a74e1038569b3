// The drill's live watchers: graphql-ws clients through nginx, each subscribed to one request with
// the web app's own requestUpdated document (its persisted text), signed in as a member (live
// updates are for members: a visitor's subscription is refused with UNAUTHENTICATED). When an instance drains, their
// socket closes with 1012 and graphql-ws reconnects (through nginx, to the other instance). As the
// web app does (web/src/relay/live-connection.ts), the watcher then subscribes anew naming the last
// sequence it saw (`after`), and the server sends it the request as it is now if anything happened
// meanwhile: no extra read of the tally, which was how the drill's watchers once caught up.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import updatedSubscription from '../../web/src/__generated__/useRequestLiveUpdatedSubscription.graphql.ts';

export interface Tally {
  approvals: number;
  rejections: number;
}

export interface Watcher {
  tally: Tally | null;
  events: number;
  reconnects: number;
  connected: boolean;
  /** What the server answered instead of events, if it refused the subscription. */
  error?: string;
}

const text = (updatedSubscription as unknown as { params: { text: string } }).params.text;

/** A WebSocket that sends a member's session cookie with its upgrade request, as a browser does. */
function socketWithCookie(cookie: string) {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  };
}

/** `count` watchers, the n-th signed in with the n-th cookie (round robin). */
export function startWatchers(wsUrl: string, requestGlobalId: string, count: number, cookies: string[]) {
  const watchers: Watcher[] = [];
  const clients: Client[] = [];
  let stopping = false;
  for (let n = 0; n < count; n++) {
    const watcher: Watcher = { tally: null, events: 0, reconnects: 0, connected: false };
    let connections = 0;
    let last: number | undefined;
    let stop: (() => void) | null = null;
    const client = createClient({
      url: wsUrl,
      webSocketImpl: socketWithCookie(cookies[n % cookies.length]!),
      lazy: false,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** retries, 2000) * Math.random() + 100)),
      on: {
        connected: () => {
          watcher.connected = true;
          connections += 1;
          if (connections > 1) watcher.reconnects += 1;
        },
        closed: () => {
          watcher.connected = false;
          // graphql-ws would subscribe again with the first payload; anew, it names `after`.
          const previous = stop;
          stop = null;
          previous?.();
          setTimeout(subscribe, 100 + 400 * Math.random());
        },
      },
    });
    const subscribe = () => {
      if (stop || stopping) return;
      stop = client.subscribe(
        {
          query: text,
          variables: last === undefined ? { id: requestGlobalId } : { id: requestGlobalId, after: last },
          extensions: { acknowledge: true },
        },
        {
          next: (result) => {
            const sequence = (result.extensions as { sequence?: unknown } | undefined)?.sequence;
            const seen = typeof sequence === 'number' ? sequence : undefined;
            const request = (result.data as { requestUpdated?: Tally } | null | undefined)?.requestUpdated;
            if (!request) {
              // The acknowledgement: live from here, so a later catch-up starts at this sequence.
              last ??= seen;
              return;
            }
            // An older state than one already shown (a catch-up racing a live event) is dropped.
            if (seen !== undefined && last !== undefined && seen < last) return;
            if (seen !== undefined) last = seen;
            watcher.events += 1;
            watcher.tally = { approvals: request.approvals, rejections: request.rejections };
          },
          // A refused subscription (not signed in, say) fails the drill loudly rather than as stale tallies.
          error: (error) => void (watcher.error ??= JSON.stringify(error).slice(0, 300)),
          complete: () => {},
        },
      );
    };
    subscribe();
    watchers.push(watcher);
    clients.push(client);
  }
  return {
    watchers,
    async stop() {
      stopping = true;
      await Promise.allSettled(clients.map((c) => c.dispose()));
    },
  };
}
