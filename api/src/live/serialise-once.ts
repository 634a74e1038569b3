// A shared subscription result (shared-execution.ts) is turned into JSON once, not once per
// socket. graphql-ws builds each `next` message with JSON.stringify; for a shared result the
// payload stands in as a short token, and the socket's send swaps the token for the JSON made the
// first time. Other messages, and results not shared, go out untouched.
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import type { WebSocketServer, WebSocket } from 'ws';

const TOKEN = '\u0001live:';
/** How the token reads inside graphql-ws's JSON message. */
const TOKEN_IN_MESSAGE = `"payload":${JSON.stringify(TOKEN)}`.slice(0, -1);
/** A token's JSON is needed only while graphql-ws sends that event to its sockets. */
const KEEP_MS = 60_000;

const shared = new WeakSet<object>();
const tokens = new WeakMap<object, string>();
const payloads = new Map<string, string>();
let nextToken = 0;

/** Marks a result delivered to several subscribers. */
export function markShared<T extends object>(result: T): T {
  shared.add(result);
  return result;
}

/**
 * graphql-ws's onNext: for a shared result, a stand-in payload that serialises as its token
 * (undefined leaves graphql-ws to send the result itself).
 */
export function sharedPayload(result: ExecutionResult): FormattedExecutionResult | undefined {
  if (!shared.has(result)) return undefined;
  let token = tokens.get(result);
  if (token === undefined) {
    token = TOKEN + nextToken++;
    tokens.set(result, token);
    payloads.set(token, JSON.stringify(result));
    const forget = token;
    setTimeout(() => payloads.delete(forget), KEEP_MS).unref();
  }
  const stand = token;
  // Typed as the result it stands for: graphql-ws only hands it to JSON.stringify.
  return { toJSON: () => stand } as FormattedExecutionResult;
}

/** The message with the token's JSON in place of the token. */
export function expandMessage(data: unknown): unknown {
  if (typeof data !== 'string' || !data.endsWith('"}')) return data;
  const at = data.lastIndexOf(TOKEN_IN_MESSAGE);
  if (at < 0) return data;
  const token = TOKEN + data.slice(at + TOKEN_IN_MESSAGE.length, -2);
  const json = payloads.get(token);
  return json === undefined ? data : `${data.slice(0, at)}"payload":${json}}`;
}

/** Call before graphql-ws's useServer, so every socket's send expands tokens before graphql-ws uses it. */
export function shareSerialisedPayloads(wsServer: WebSocketServer): void {
  wsServer.on('connection', (socket: WebSocket) => {
    const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
    socket.send = ((data: unknown, ...rest: unknown[]) => send(expandMessage(data), ...rest)) as WebSocket['send'];
  });
}
