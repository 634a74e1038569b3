// The drill's live watchers: graphql-ws clients through nginx, each subscribed to one request with
// the web app's own requestUpdated document (its persisted text), signed in as a member (live
// updates are for members: a visitor's subscription is refused with UNAUTHENTICATED). When an instance drains, their
// socket closes with 1012 and graphql-ws reconnects (through nginx, to the other instance) and
// subscribes again. Events published while a watcher was between sockets are lost to it, so after
// each reconnect the watcher reads the request's tally again (the web app's page does not do that
// yet: it relies on the next event).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import updatedSubscription from '../../web/src/__generated__/useRequestLiveUpdatedSubscription.graphql.ts';

const TALLY = `query ($id: ID!) { node(id: $id) { ... on Request { approvals rejections } } }`;

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
  for (let n = 0; n < count; n++) {
    const watcher: Watcher = { tally: null, events: 0, reconnects: 0, connected: false };
    let connections = 0;
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
          if (connections > 1) {
            watcher.reconnects += 1;
            void readTally(client, requestGlobalId).then((tally) => tally && (watcher.tally = tally));
          }
        },
        closed: () => void (watcher.connected = false),
      },
    });
    client.subscribe(
      { query: text, variables: { id: requestGlobalId } },
      {
        next: (result) => {
          const request = (result.data as { requestUpdated?: Tally } | null)?.requestUpdated;
          if (request) {
            watcher.events += 1;
            watcher.tally = { approvals: request.approvals, rejections: request.rejections };
          }
        },
        // A refused subscription (not signed in, say) fails the drill loudly rather than as stale tallies.
        error: (error) => void (watcher.error ??= JSON.stringify(error).slice(0, 300)),
        complete: () => {},
      },
    );
    watchers.push(watcher);
    clients.push(client);
  }
  return {
    watchers,
    async stop() {
      await Promise.allSettled(clients.map((c) => c.dispose()));
    },
  };
}

function readTally(client: Client, id: string): Promise<Tally | null> {
  return new Promise((resolve) => {
    let tally: Tally | null = null;
    client.subscribe(
      { query: TALLY, variables: { id } },
      {
        next: (result) => void (tally = (result.data as { node: Tally } | null)?.node ?? null),
        error: () => resolve(null),
        complete: () => resolve(tally),
      },
    );
  });
}
