// GraphQL over WebSocket (graphql-ws), run through Yoga's envelop: one context, one auth, one set
// of limits with HTTP. Queries and mutations work over the socket as well as subscriptions.
// A client's mistake (a syntax error, an invalid document, a limit reached) is that operation's
// GraphQL error; the socket stays open and nothing is logged for it (issue 27, N5).
import type { Server } from 'node:http';
import type { execute as graphqlExecute, ExecutionArgs, subscribe as graphqlSubscribe } from 'graphql';
import type { GraphQLError } from 'graphql';
import { getOperationAST } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '../http/database-unavailable.ts';
import { WebSocketServer } from 'ws';
import type { Context } from '../context.ts';
import { describeNodeClient } from '../auth/client.ts';
import type { LiveSockets } from '../auth/live-sockets.ts';
import { attachLiveSocket } from '../live/broadcast.ts';
import { createSocketLimits } from './socket-limits.ts';
import { closeIdleSockets, keepSocketsAlive } from './socket-upkeep.ts';
import { graphqlWsProtocols, serveGraphqlWs } from './socket-transport.ts';
import { loadPersistedOperations, withPersistedText } from './persisted-operations.ts';
import { operationCost, type CostLimit } from './cost-rate-limit.ts';
import type { WebSocketOperationContext } from './catalogue-cache.ts';
import type { buildYoga } from '../app.ts';

/** What `yoga.getEnveloped()` returns to run an operation, kept per operation (see `runners`). */
interface EnvelopedRunners {
  execute: (args: ExecutionArgs) => ReturnType<typeof graphqlExecute>;
  subscribe: (args: ExecutionArgs) => ReturnType<typeof graphqlSubscribe>;
}

export interface WebSocketOptions {
  path: string;
  /** The largest message a client may send: a subscribe with its query and variables. */
  maxPayload: number;
  originAllowed: (origin: string | undefined, host: string | undefined) => boolean;
  /** GraphQL's cost budget per client address, the one HTTP operations spend (null: none). */
  costLimit: CostLimit | null;
  limits: { perAddress: number; total: number; idleSeconds: number; trustProxy: boolean };
  /** Counts a subscription that has started (metrics.ts). */
  subscriptionStarted?: (operationName: string | undefined) => void;
}

/**
 * The operation's errors as graphql-ws sends them: GraphQL errors (the client's mistakes, and
 * the app's typed refusals) as they are, a database out of reach (no pooled connection in time,
 * under a crowd of subscribers) as HTTP answers it, SERVICE_UNAVAILABLE, which clients retry
 * (the web app with backoff and jitter: web/src/relay/live-connection.ts), anything else masked
 * with no detail.
 */
function asGraphQLErrors(error: unknown): GraphQLError[] {
  if (isDatabaseUnavailable(error))
    return [
      createGraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      }),
    ];
  // By name, not instanceof: graphql has no `exports` map, so a bundler-resolved import (tests)
  // and Node's own (Yoga's parser) can be two copies of the class.
  if (error instanceof Error && error.name === 'GraphQLError') return [error as GraphQLError];
  console.error('[ws] operation failed:', error);
  return [createGraphQLError(UNEXPECTED_ERROR_MESSAGE)];
}

/** Runs `run`, turning what it throws into an execution result with errors. */
async function settle<T>(run: () => T | Promise<T>) {
  try {
    return await run();
  } catch (error) {
    return { errors: asGraphQLErrors(error) };
  }
}

export function serveGraphqlOverWebSocket(
  server: Server,
  yoga: ReturnType<typeof buildYoga>,
  liveSockets: LiveSockets,
  options: WebSocketOptions,
) {
  const wsServer = new WebSocketServer({
    server,
    path: options.path,
    // ws would otherwise buffer up to 100 MiB per message; a larger one closes the socket (1009).
    maxPayload: options.maxPayload,
    handleProtocols: graphqlWsProtocols,
    // Origin first: browsers always send it, and another site's page may not ride on the cookie.
    // Answered synchronously, so the socket limits count this upgrade before the next one asks.
    verifyClient: ({ origin, req }, done) => {
      if (!options.originAllowed(origin, req.headers.host)) return done(false, 403, 'Origin not allowed.');
      // Personal API keys work over HTTP only: subscriptions are for signed-in browsers.
      if (req.headers.authorization !== undefined)
        return done(false, 401, 'API keys are not accepted on the WebSocket; use GraphQL over HTTP.');
      const refused = sockets.refusal(req);
      if (refused) return done(false, refused.status, refused.message, refused.headers);
      done(true);
    },
  });
  const sockets = createSocketLimits(wsServer, options.limits);
  // Each operation's envelop runners (its plugins), found by the context onSubscribe made for it.
  const runners = new WeakMap<object, EnvelopedRunners>();
  const runnersOf = (args: ExecutionArgs) => {
    const found = runners.get(args.contextValue as object);
    if (!found) throw new Error('An operation without the context onSubscribe made for it.');
    return found;
  };
  const contextShape = createContextShape();
  const operations = loadPersistedOperations();
  const knownTexts = new Map([...operations.values()].map((text) => [text, text]));
  // One timer per server for the keep-alive and the idle close, none per socket (socket-upkeep.ts).
  keepSocketsAlive(wsServer);
  const idle = options.limits.idleSeconds > 0 ? closeIdleSockets(wsServer, options.limits.idleSeconds * 1000) : null;

  serveGraphqlWs(
    {
      // graphql-ws's documented execute and subscribe options: the operation runs through Yoga's
      // envelop (its plugins, the shared live execution among them), not graphql-js directly.
      execute: (args) => settle(() => runnersOf(args).execute(args)),
      subscribe: (args) => settle(() => runnersOf(args).subscribe(args)),
      // graphql-ws keeps each subscribe message for as long as the subscription lives: the web
      // app's documents (persisted-operations.json) are kept as one copy of their text, not one
      // per subscription (1.3 KB for the request page's requestUpdated).
      jsonMessageReviver: (key, value: unknown) =>
        key === 'query' && typeof value === 'string' ? (knownTexts.get(value) ?? value) : value,
      onConnect: (ctx) => idle?.watch(ctx),
      onClose: (ctx) => idle?.forget(ctx),
      onSubscribe: async (ctx, id, payload) => {
        try {
          // The web app's operations come by id; the text is the manifest's one copy of it.
          const resolved = withPersistedText(payload, operations);
          if ('error' in resolved) return [resolved.error];
          const params = resolved.payload;
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...contextShape.keys,
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params,
            // Never answered from (or stored in) the response cache (catalogue-cache.ts).
            overWebSocket: true satisfies WebSocketOperationContext['overWebSocket'],
            // No Fetch `request`: there is none per operation on a socket (the context reads the
            // client from `req`, the upgrade request), and a made-up one would be taken at its word
            // by Yoga's plugins (a GET, so every mutation was refused).
          });
          const document = parse(params.query);
          const errors = validate(schema, document);
          if (errors.length) return errors;
          // Priced as over HTTP, with the same budget; a subscription is priced once, at its
          // start: its events are computed once for every watcher (live/shared-execution.ts).
          if (options.costLimit) {
            const cost = operationCost(schema, document, params.operationName, params.variables ?? undefined);
            const { refusal } = await options.costLimit.charge(
              describeNodeClient(ctx.extra.request, options.limits.trustProxy).ip,
              cost,
            );
            if (refusal) return [refusal];
          }
          const contextValue = (await contextFactory()) as Context;
          contextShape.learn(contextValue);
          // Logout, revocation, a password change, a new role or deletion closes the socket.
          // (A socket's viewer always has a session: the upgrade refuses API keys.)
          const viewer = contextValue.viewer;
          if (viewer?.sessionId) liveSockets.track(ctx.extra.socket, { id: viewer.id, sessionId: viewer.sessionId });
          // Request events are written to the socket directly, once per group (live/broadcast.ts).
          attachLiveSocket(contextValue, ctx.extra.socket, id, params.extensions?.acknowledge === true);
          runners.set(contextValue, { execute, subscribe });
          if (getOperationAST(document, params.operationName)?.operation === 'subscription')
            options.subscriptionStarted?.(params.operationName ?? undefined);
          return {
            schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue,
          };
        } catch (error) {
          return asGraphQLErrors(error);
        }
      },
    },
    wsServer,
  );
  return { wsServer, sockets };
}

/**
 * The keys a socket operation's context ends up with (the app's and its plugins'), declared on the
 * object envelop builds it in before they are assigned to it. Assigned all at once onto a smaller
 * object, they turned it into a dictionary: 1.6 KB of property storage a subscription, for as long
 * as it lived, against about 0.3 KB with the keys in place (heap snapshots of idle watchers).
 */
function createContextShape() {
  let keys: Record<PropertyKey, undefined> = {};
  let count = 0;
  return {
    get keys() {
      return keys;
    },
    /** Learns the keys of a finished context (the same each time, bar a plugin's occasional extra). */
    learn(context: object) {
      const own = Reflect.ownKeys(context);
      if (own.length <= count && own.every((key) => key in keys)) return;
      keys = Object.fromEntries([...Reflect.ownKeys(keys), ...own].map((key) => [key, undefined]));
      count = Reflect.ownKeys(keys).length;
    },
  };
}
