// How many WebSockets the server holds, and for how long (issue 27, N2: one host held 19,958
// sockets until the process ran out of file descriptors). A socket is one open file for as long
// as it lives, so each client address gets a few, the process a bounded number, and a socket
// that carries no operation is closed after a while. Counts are this process's own: each
// instance protects its own descriptors.
import type { IncomingMessage } from 'node:http';
import type { WebSocketServer } from 'ws';
import { describeNodeClient } from '../auth/client.ts';

export interface SocketLimitOptions {
  perAddress: number;
  total: number;
  trustProxy: boolean;
}

/** What ws's verifyClient answers a refused upgrade with. */
export interface SocketRefusal {
  status: 429 | 503;
  message: string;
  headers: Record<string, string>;
}

/** Seconds a refused client is told to wait: a socket frees up when a page closes. */
const RETRY_AFTER_SECONDS = 30;

export function createSocketLimits(wsServer: WebSocketServer, options: SocketLimitOptions) {
  const byAddress = new Map<string, number>();
  const keyOf = (req: IncomingMessage) => describeNodeClient(req, options.trustProxy).ip;

  // ws completes an upgrade in the same tick as a synchronous verifyClient answer, so counting
  // here (not later) leaves no gap in which a flood of handshakes all see room.
  wsServer.on('connection', (socket, req) => {
    const key = keyOf(req);
    byAddress.set(key, (byAddress.get(key) ?? 0) + 1);
    socket.once('close', () => {
      const left = (byAddress.get(key) ?? 1) - 1;
      if (left > 0) byAddress.set(key, left);
      else byAddress.delete(key);
    });
  });

  return {
    /** Null when the upgrade may go ahead; otherwise the clean refusal to answer it with. */
    refusal(req: IncomingMessage): SocketRefusal | null {
      const headers = { 'retry-after': String(RETRY_AFTER_SECONDS) };
      if (wsServer.clients.size >= options.total)
        return { status: 503, message: 'The server holds as many live connections as it can.', headers };
      if ((byAddress.get(keyOf(req)) ?? 0) >= options.perAddress)
        return { status: 429, message: 'Too many live connections from this address.', headers };
      return null;
    },
    /** Open sockets per client address (for tests and metrics). */
    openFrom: (key: string) => byAddress.get(key) ?? 0,
  };
}
