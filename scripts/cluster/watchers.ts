// The drill's live watchers: graphql-ws clients through nginx, each subscribed to one request with
// the web app's own requestUpdated document (its persisted text), signed in as a member (live
// updates are for members: a visitor's subscription is refused with UNAUTHENTICATED). When an
// instance drains, their socket closes with 1012 and graphql-ws reconnects (through nginx, to the
// other instance). Each watcher is the web app's own client (web/src/relay/live-connection.ts),
// one LiveConnection per socket: it subscribes anew naming the last sequence it saw (`after`),
// with the app's backoff and jitter, and the server sends it the request as it is now if anything
// happened meanwhile.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import updatedSubscription from '../../web/src/__generated__/useRequestLiveUpdatedSubscription.graphql.ts';
import { LiveConnection } from '../../web/src/relay/live-connection.ts';
import { operationText } from '../../api/src/graphql/persisted-operations.ts';

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

const text = operationText(updatedSubscription.params);

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
  const stops: (() => void)[] = [];
  for (let n = 0; n < count; n++) {
    const watcher: Watcher = { tally: null, events: 0, reconnects: 0, connected: false };
    const live = new LiveConnection();
    let connections = 0;
    let newest: number | undefined;
    const client = createClient({
      url: wsUrl,
      webSocketImpl: socketWithCookie(cookies[n % cookies.length]!),
      lazy: false,
      ...live.options,
      on: {
        ...live.options.on,
        connected: () => {
          live.options.on.connected();
          watcher.connected = true;
          connections += 1;
          if (connections > 1) watcher.reconnects += 1;
        },
        closed: () => {
          watcher.connected = false;
          live.options.on.closed();
        },
      },
    });
    const stop = live.subscribeResiliently<{ requestUpdated?: Tally }>(
      client,
      (after) => ({
        query: text,
        variables: after === undefined ? { id: requestGlobalId } : { id: requestGlobalId, after },
      }),
      {
        next: (result) => {
          const request = result.data?.requestUpdated;
          if (!request) return;
          // Each event is the request's whole state: an older one than one already shown (a
          // catch-up racing a live event) would set the tally back.
          const sequence = (result.extensions as { sequence?: unknown } | undefined)?.sequence;
          if (typeof sequence === 'number') {
            if (newest !== undefined && sequence < newest) return;
            newest = sequence;
          }
          watcher.events += 1;
          watcher.tally = { approvals: request.approvals, rejections: request.rejections };
        },
        // A refused subscription (not signed in, say) fails the drill loudly rather than as stale tallies.
        error: (error) => void (watcher.error ??= JSON.stringify(error).slice(0, 300)),
        complete: () => {},
      },
    );
    watchers.push(watcher);
    clients.push(client);
    stops.push(stop);
  }
  return {
    watchers,
    async stop() {
      for (const stop of stops) stop();
      await Promise.allSettled(clients.map((c) => c.dispose()));
    },
  };
}
