// Graceful shutdown (SIGTERM, server.ts): the instance stops taking work and finishes what it has,
// so a rolling restart behind the load balancer loses no request. From the start of the drain:
// /readyz answers 503 (health.ts) while /healthz stays 200; the listener closes, so nginx's next
// connection goes to another instance; requests under way finish, and their connections close
// after them rather than wait out the keep-alive; WebSockets close with 1012 ("service restart"),
// which graphql-ws clients take as a cue to reconnect, and through nginx reach another instance.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { WebSocketServer } from 'ws';

/** RFC 6455's registry: the server is restarting; the client may reconnect. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

export interface Drain {
  readonly draining: boolean;
  /** Call from the request handler: a request on a connection kept open ends it after its answer. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Resolves once every connection (HTTP and WebSocket) has closed. */
  start(): Promise<void>;
}

export function createDrain(server: Server, wsServer: WebSocketServer): Drain {
  let draining: Promise<void> | null = null;
  const active = new Set<ServerResponse>();

  function closeAfter(req: IncomingMessage, res: ServerResponse) {
    // Before its headers go out, the answer says so and Node ends the connection after it.
    if (!res.headersSent) res.setHeader('connection', 'close');
    // Already under way (a streamed answer): end the connection once it is sent.
    else res.once('finish', () => req.socket.end());
  }

  return {
    get draining() {
      return draining !== null;
    },
    track(req, res) {
      if (draining) return closeAfter(req, res);
      active.add(res);
      res.once('close', () => active.delete(res));
    },
    start() {
      draining ??= new Promise<void>((resolve) => {
        // Stops listening and closes idle keep-alive connections; calls back once all have closed.
        server.close(() => resolve());
        for (const res of active) closeAfter(res.req, res);
        for (const socket of wsServer.clients) socket.close(SERVICE_RESTART_CLOSE_CODE, 'Service restart');
      });
      return draining;
    },
  };
}
