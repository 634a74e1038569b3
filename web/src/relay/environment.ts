import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
  type INetwork,
} from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { fetchRetryingWhileUnavailable } from './catalogue-availability.ts';
import { sendKeptAlive } from './keepalive.ts';
import { afterWritesInFlight, trackWrite } from './read-after-write.ts';
import { pageLive } from './live-connection.ts';
import { readServerRecords, type RecordMap } from '../ssr/page-data.ts';
import {
  CSRF_HEADER,
  READABLE_STATUSES,
  graphQLRequestInit,
  documentFields,
  operationDocument,
  persistedQueryUrl,
  unknownPersistedOperation,
  type OperationDocument,
} from './graphql-http.ts';

export { graphQLRequestInit, persistedQueryUrl };

async function readResponse(response: Response) {
  if (!response.ok && !READABLE_STATUSES.has(response.status)) {
    throw new Error(`GraphQL request failed with status ${response.status}`);
  }
  return response.json();
}

/**
 * A request that never reached the server: its fetch rejected (no network, a connection refused
 * or cut), `cause` the browser's own error, a TypeError. What a screen answers from the device
 * instead of an error page (offline/DeviceFallback.tsx). Its own class because a TypeError alone
 * also means a fault in code, which must reach the error page, not pass for being offline.
 */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkFailure';
  }
}

/** A read's or a write's fetch, its rejection told apart from every other failure. */
async function reachServer(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchRetryingWhileUnavailable(input, init);
  } catch (error) {
    throw new NetworkFailure(error);
  }
}

// A server of the build before, during a release, does not know this build's new ids: the request
// is sent again after 1, 2, 4 and 8 seconds (the old server is gone by then), then its error shows.
const UNKNOWN_ID_RETRIES = 4;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends until the answer is not "unknown id", or the retries are spent. */
export async function sendUntilKnown<T>(send: () => Promise<T>, waitMs = (attempt: number) => 1000 * 2 ** attempt) {
  for (let attempt = 0; ; attempt += 1) {
    const body = await send();
    if (attempt >= UNKNOWN_ID_RETRIES || !unknownPersistedOperation(body)) return body;
    await sleep(waitMs(attempt));
  }
}

const fetchGraphQL: FetchFunction = async (operation, variables, _cacheConfig, uploadables) => {
  if (operation.operationKind === 'query') await afterWritesInFlight();
  const document = operationDocument(operation);
  if (operation.operationKind === 'mutation')
    return sendUntilKnown(() => sendMutation(document, variables, uploadables));
  // A read waits out a brief database outage (the layout says so).
  return sendUntilKnown(async () => {
    // Queries by id go as GETs, which HTTP caches and the offline worker can keep.
    if ('id' in document && !uploadables) {
      return readResponse(
        await reachServer(persistedQueryUrl(document.id, operation.name, variables), {
          credentials: 'same-origin',
          headers: { accept: 'application/json', ...CSRF_HEADER },
        }),
      );
    }
    return readResponse(await reachServer('/graphql', graphQLRequestInit(document, variables, uploadables)));
  });
};

/** A fresh idempotency key; getRandomValues, unlike randomUUID, works on a plain-http origin too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A write waits out a database outage like a read: it carries one Idempotency-Key on every try,
 * so a try that was committed before its 503 is answered again rather than written twice
 * (api/src/graphql/idempotent-writes.ts).
 */
export async function sendMutation(
  document: OperationDocument,
  variables: Variables,
  uploadables?: UploadableMap | null,
) {
  const init = graphQLRequestInit(document, variables, uploadables, { 'idempotency-key': newIdempotencyKey() });
  // Finished by the browser even if the member leaves the page right after (keepalive.ts).
  return trackWrite(sendKeptAlive(init, async (sent) => readResponse(await reachServer('/graphql', sent))));
}

let wsClient: Promise<Client> | undefined;
function subscriptionClient(): Promise<Client> {
  // Loaded and connected only when a screen first subscribes: most visitors never do, and the
  // first page is smaller without it.
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      // Retries every close but 4403 with backoff and jitter, and reports the socket's state.
      ...pageLive.options,
    }),
  );
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        // Started again after any end that retrying may mend (live-connection.ts).
        unsubscribe = pageLive.subscribeResiliently(
          client,
          // A subscription started again asks for what it missed (`after`: the last sequence seen).
          (after) => ({
            operationName: operation.name,
            // graphql-ws wants a string; the server reads the id from the extensions.
            query: '',
            ...documentFields(operationDocument(operation)),
            variables: after === undefined ? variables : { ...variables, after },
          }),
          {
            next: (value) => sink.next(value as never),
            error: (error) => sink.error(error instanceof Error ? error : new Error(describeError(error))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/** A close event or an operation's GraphQL errors, as words for Relay's error. */
function describeError(error: unknown): string {
  if (Array.isArray(error)) return error.map((item: { message?: string }) => item?.message).join('; ');
  if (typeof error === 'object' && error !== null && 'code' in error)
    return `Connection closed (${String((error as { code: unknown }).code)})`;
  return String(error);
}

export const browserNetwork = () => Network.create(fetchGraphQL, subscribe);

/**
 * An environment whose store starts with `records` (what the server rendered the page from, so
 * the route's query is not asked again) and talks to `network` (the browser's: HTTP and WebSocket).
 */
export function createRelayEnvironment(
  options: { records?: RecordMap; network?: INetwork; isServer?: boolean } = {},
): Environment {
  return new Environment({
    network: options.network ?? browserNetwork(),
    // On the server, components never commit: without this Relay holds each suspended query for
    // five minutes on a timer (its temporary retain), and with it the request's whole environment
    // (about 50-80 KB a render, growing with traffic; bench:ssr's heap figure).
    isServer: options.isServer ?? false,
    store: new Store(new RecordSource(options.records), { gcReleaseBufferSize: 20 }),
  });
}

export const relayEnvironment = createRelayEnvironment({ records: readServerRecords() });
