// The checks every WebSocket needs, each on one timer per server rather than one per socket: that
// its peer still answers (a dropped network leaves a socket open for good otherwise), and that it
// still carries an operation (the idle close). graphql-ws's own keep-alive held a setInterval per
// socket, plus a setTimeout and a 'pong' listener per ping, and the idle close another
// setInterval per socket: memory an idle watcher paid for, two thousand times over (issue 25).
import type { WebSocket, WebSocketServer } from 'ws';

/** graphql-ws's default keep-alive, which this replaces (socket-transport.ts starts none per socket). */
export const KEEP_ALIVE_MS = 12_000;

/**
 * ws's documented heartbeat: each round pings every socket and terminates those whose pong to the
 * previous round's ping has not come, as graphql-ws's keep-alive did one socket at a time.
 */
export function keepSocketsAlive(wsServer: WebSocketServer, intervalMs = KEEP_ALIVE_MS): void {
  const unanswered = new WeakSet<WebSocket>();
  // One listener function for all sockets (ws calls it with the socket as `this`): no closure each.
  function answered(this: WebSocket) {
    unanswered.delete(this);
  }
  wsServer.on('connection', (socket) => socket.on('pong', answered));
  const round = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (unanswered.has(socket)) socket.terminate();
      else {
        unanswered.add(socket);
        socket.ping();
      }
    }
  }, intervalMs);
  round.unref();
  wsServer.once('close', () => clearInterval(round));
}

/** What the idle close needs of a socket: graphql-ws's context has both. */
export interface IdleWatched {
  readonly subscriptions: Record<string, unknown>;
  readonly extra: { readonly socket: WebSocket };
}

/**
 * Closes a socket that has carried no operation for `idleMs` (the web app's client is lazy: it
 * holds a socket only while something is subscribed, and opens a new one when needed). Watched
 * from graphql-ws's onConnect to its onClose; returns those two hooks.
 */
export function closeIdleSockets(wsServer: WebSocketServer, idleMs: number) {
  // When each watched socket last carried an operation (or was acknowledged).
  const idleSince = new Map<IdleWatched, number>();
  const round = setInterval(
    () => {
      const now = Date.now();
      for (const [ctx, since] of idleSince) {
        if (Object.keys(ctx.subscriptions).length > 0) idleSince.set(ctx, now);
        else if (now - since >= idleMs) ctx.extra.socket.close(1000, 'Idle connection closed.');
      }
    },
    Math.max(1000, idleMs / 4),
  );
  round.unref();
  wsServer.once('close', () => clearInterval(round));
  return {
    watch: (ctx: IdleWatched) => void idleSince.set(ctx, Date.now()),
    forget: (ctx: IdleWatched) => void idleSince.delete(ctx),
  };
}
