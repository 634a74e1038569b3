// graphql-ws on ws sockets: graphql-ws's own `useServer` (graphql-ws/use/ws, which its docs offer
// as a starter to copy and adjust), built on its public `makeServer`, with two differences an idle
// live watcher paid for. Its message listener awaited graphql-ws's handling with the received
// Buffer in scope, and a subscribe is handled for as long as the subscription lives, so every
// subscribe message's bytes stayed in memory (1.9 KB a watcher in heap snapshots): here the
// listener hands over the text and returns. And its keep-alive was a timer per socket: here
// socket-upkeep.ts pings every socket from one.
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';

const INTERNAL_ERROR = 'Internal server error';

/** What a close says about an unexpected error: its message outside production, when it fits. */
function closeReason(error: unknown): string {
  if (process.env.NODE_ENV === 'production') return INTERNAL_ERROR;
  const message = error instanceof Error ? error.message : String(error);
  // A close frame's reason is at most 123 bytes.
  return Buffer.byteLength(message) < 124 ? message : INTERNAL_ERROR;
}

/** graphql-ws's subprotocol negotiation, for WebSocketServer's `handleProtocols` option. */
export const graphqlWsProtocols = (protocols: Set<string>) => handleProtocols(protocols);

/** Serves graphql-ws on every socket `wsServer` accepts (created with `handleProtocols: graphqlWsProtocols`). */
export function serveGraphqlWs<P extends Record<string, unknown> | undefined>(
  options: ServerOptions<P, Extra>,
  wsServer: WebSocketServer,
): void {
  const server = makeServer(options);
  wsServer.once('error', (error) => {
    console.error('Internal error emitted on the WebSocket server.', error);
    for (const client of wsServer.clients) client.close(CloseCode.InternalServerError, closeReason(error));
  });
  wsServer.on('connection', (socket, request) => {
    socket.once('error', (error) => {
      console.error('Internal error emitted on a WebSocket socket.', error);
      socket.close(CloseCode.InternalServerError, closeReason(error));
    });
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        // The Buffer is turned into text here and not kept: see the top of the file.
        onMessage: (handle) => socket.on('message', (data: Buffer) => void handleMessage(socket, handle, String(data))),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      closed(code, String(reason)).catch((error: unknown) => console.error('[ws] close handling failed:', error));
    });
  });
}

async function handleMessage(socket: WebSocket, handle: (data: string) => Promise<void>, data: string) {
  try {
    await handle(data);
  } catch (error) {
    console.error('Internal error occurred during message handling.', error);
    socket.close(CloseCode.InternalServerError, closeReason(error));
  }
}
