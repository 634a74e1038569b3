import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createYoga, useExecutionCancellation } from 'graphql-yoga';
import { Registry } from 'prom-client';
import { schema } from './schema/index.ts';
import { createContext, takeResponseCookies, type AppServices } from './context.ts';
import { useSharedLiveExecution } from './live/shared-execution.ts';
import { loadUploadFrom, serveImage } from './http/images.ts';
import { ImageVariantCache } from './images/variant-cache.ts';
import { IMAGE_VARIANT_LIMITS } from '#shared/image-variants';
import { serveHealth, serveReadiness } from './http/health.ts';
import { createDrain } from './http/drain.ts';
import { isDumpsPath, serveDumps } from './dumps/dump-http.ts';
import { maskDatabaseUnavailable, UNEXPECTED_ERROR_MESSAGE } from './http/database-unavailable.ts';
import { useMalformedRequestAnswer } from './http/malformed-request.ts';
import { useCsrfPrevention } from './http/csrf.ts';
import { bodyTooLarge, countBodyBytes, useBodyLimitAnswer } from './http/body-limit.ts';
import { subscriptionMetrics, useBoundedPrometheus } from './metrics/metrics.ts';
import { watchLiveSockets } from './auth/live-sockets.ts';
import { serveWebApp } from './http/web-app.ts';
import { loadServerEntry, serverEntryFile } from './http/ssr/server-entry.ts';
import { inProcessGraphQL } from './http/ssr/in-process-graphql.ts';
import { createPageCache } from './http/ssr/page-cache.ts';
import { emptyPageCacheOnChanges } from './http/ssr/page-cache-changes.ts';
import { pageHeads } from './http/page-head/page-head.ts';
import { isSitemapPath, serveSitemap } from './http/sitemap/sitemap.ts';
import { serveGraphiql, wantsExplorer } from './http/graphiql.ts';
import { serveRest } from './rest/router.ts';
import { DEV_TALK_FEED_PATH, serveDevTalkFeed } from './http/dev-talk-feed.ts';
import { serveTermsAgreement } from './http/terms-agreement.ts';
import { TERMS_AGREEMENT_PATH } from '#shared/terms-rules';
import { useAppPersistedOperations } from './graphql/persisted-operations.ts';
import { useCatalogueCache } from './graphql/catalogue-cache.ts';
import { serveGraphqlOverWebSocket } from './graphql/websocket.ts';
import { createCostLimit, useCostRateLimit, type CostLimit } from './graphql/cost-rate-limit.ts';
import { useStorableText } from './graphql/storable-text.ts';
import { SCHEMA_DOCUMENT_PATH, serveSchemaDocument, useIntrospectionLimit } from './graphql/introspection.ts';
import { createParseCaches } from './graphql/parse-caches.ts';
import { useArmor } from './graphql/armor.ts';
import { log, withRequestId } from './log/logger.ts';
import { logRequest, REQUEST_ID_HEADER, requestIdOf } from './log/request-id.ts';
import { useIdempotentWrites } from './graphql/idempotent-writes.ts';
import { useApiKeys } from './api-keys/use-api-keys.ts';

export interface App {
  server: ReturnType<typeof createServer>;
  yoga: ReturnType<typeof buildYoga>;
  /** What METRICS_PORT serves (server.ts starts that listener). */
  metrics: Registry;
  start(port?: number, host?: string): Promise<number>;
  /** Live connections (WebSockets) this process holds. */
  openSockets(): number;
  /** SIGTERM's first step (http/drain.ts): resolves once every connection has closed. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function buildYoga(
  services: AppServices,
  metrics = new Registry(),
  costLimit: CostLimit | null = createCostLimit(services.config),
) {
  return createYoga({
    schema,
    context: ({ request, req }: { request?: Request; req?: IncomingMessage }) => createContext(services, request, req),
    // Browsers get the self-hosted explorer (http/graphiql.ts) before Yoga: its own loads from a CDN.
    graphiql: false,
    // Unexpected errors are masked ("Unexpected error."); GraphQLErrors and typed results pass;
    // an unreachable database is a 503 SERVICE_UNAVAILABLE with Retry-After.
    maskedErrors: { maskError: maskDatabaseUnavailable, errorMessage: UNEXPECTED_ERROR_MESSAGE },
    // The body limit is the app's own, lower one (http/body-limit.ts); Yoga's 25 MB one would pipe
    // every body through a second stream for nothing (3 % of a cached answer's CPU in a profile).
    maxRequestBodySize: false,
    // No CORS: another site's page may not call the API with the visitor's cookie.
    cors: false,
    plugins: [
      useExecutionCancellation(),
      // Before any body is parsed: a cross-site form post is refused (403) unread.
      useCsrfPrevention(),
      useMalformedRequestAnswer(),
      // After it: a body cut off at the limit reads as malformed there, and is a 413 here.
      useBodyLimitAnswer(),
      // Before anything executes or subscribes: text the database cannot store is a 400.
      useStorableText(),
      // A visitor's schema introspection: one a minute (graphql/introspection.ts).
      useIntrospectionLimit(),
      // Login and logout set the session cookie from inside a resolver.
      {
        onResponse({ request, response }) {
          for (const cookie of takeResponseCookies(request)) response.headers.append('set-cookie', cookie);
        },
      },
      // The site's persisted ids become their text; then catalogue answers come from the cache.
      useAppPersistedOperations(),
      // An API key is looked up, and its scopes checked, before the operation is priced (to the key).
      useApiKeys(services, costLimit),
      useCostRateLimit(schema, costLimit, services.config.TRUST_PROXY, services.keyRateLimits),
      // A mutation sent again with its Idempotency-Key answers what it first did (N11).
      useIdempotentWrites(services.db),
      // 0 bytes turns the response cache off: no plugin, so no per-answer walk for a cache that keeps nothing.
      ...(services.config.GRAPHQL_CACHE_MAX_BYTES > 0 ? [useCatalogueCache(schema, services)] : []),
      // One registry per app, so tests can build several apps in one process.
      useBoundedPrometheus(metrics, '/graphql'),
      useArmor(),
      // A subscription event executes once per group of subscribers sharing document, variables and
      // viewer state, each time with empty per-operation caches (loaders), so counts are never stale.
      // Last of the app's: it subscribes in its hook, so every plugin before it has had its say.
      useSharedLiveExecution({ maskError: maskDatabaseUnavailable, logError: (error) => yogaLogger.error(error) }),
    ],
    landingPage: false,
    // Masked (unexpected) errors are logged here, with the request's id (log/logger.ts).
    logging: yogaLogger,
    // Bounded by what they hold: hostile documents must not fill them for good.
    parserAndValidationCache: createParseCaches(),
  });
}

const graphqlLog = log.child({ component: 'graphql' });
const yogaLogger = {
  debug: (...args: unknown[]) => graphqlLog.debug({ detail: args }, 'graphql'),
  info: (...args: unknown[]) => graphqlLog.info({ detail: args }, 'graphql'),
  warn: (...args: unknown[]) => graphqlLog.warn({ detail: args }, 'graphql'),
  error: (...args: unknown[]) =>
    args[0] instanceof Error
      ? graphqlLog.error({ err: args[0] }, 'graphql error')
      : graphqlLog.error({ detail: args }, 'graphql error'),
};

/** The largest graphql-ws message a client may send: a subscribe with its query and variables. */
export const WEBSOCKET_MAX_MESSAGE_BYTES = 64 * 1024;

/** Pending connections the kernel queues before the process accepts them (capped by somaxconn). */
export const LISTEN_BACKLOG = 4096;

/** Idle keep-alive connections stay open this long (longer than common load balancers' 60 s). */
export const KEEP_ALIVE_SECONDS = 65;

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function buildApp(services: AppServices, options: { webRoot?: string; serverEntry?: string } = {}): App {
  const metrics = new Registry();
  // One budget per client address, spent by HTTP and WebSocket operations alike.
  const costLimit = createCostLimit(services.config);
  const yoga = buildYoga(services, metrics, costLimit);
  const imageVariants = new ImageVariantCache(
    path.resolve(services.config.DATA_DIR, 'image-variants'),
    loadUploadFrom(services.db),
    IMAGE_VARIANT_LIMITS,
  );

  const heads = pageHeads(services.db, services.config.SITE_ORIGIN);
  // Pages are rendered from the built server entry, their queries run by this Yoga in-process.
  const ssr = {
    // Beside the web build it renders into: dist/server next to dist/web.
    entry: () => loadServerEntry(options.serverEntry ?? serverEntryFile(options.webRoot)),
    executor: (req: IncomingMessage) => inProcessGraphQL(yoga, req),
    pageCache: createPageCache(schema, { maxBytes: services.config.PAGE_CACHE_MAX_BYTES }),
  };
  const stopEmptyingPages = emptyPageCacheOnChanges(ssr.pageCache, services.db, services.pubsub);
  const sitemapServices = { db: services.db, siteOrigin: services.config.SITE_ORIGIN };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    logRequest(requestId, req, res);
    withRequestId(requestId, () => handle(req, res));
  });

  function handle(req: IncomingMessage, res: ServerResponse) {
    drain.track(req, res);
    const url = req.url ?? '/';
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', 'DENY');
    if (url.split('?')[0] === '/metrics') {
      // Metrics are for the operator, on METRICS_PORT; say so rather than serve the web app.
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found.');
      return;
    }
    if (url.split('?')[0] === SCHEMA_DOCUMENT_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return void serveSchemaDocument(schema, req, res);
    if (url.startsWith('/graphql')) {
      if (wantsExplorer(req)) return void serveGraphiql(req, res, options.webRoot);
      const tooLarge = bodyTooLarge(req);
      if (tooLarge) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ errors: [{ message: tooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }));
        return;
      }
      // A declared length was checked above, and Node's parser reads no byte past it: only a
      // body of unknown length (chunked) needs counting as it streams.
      if (req.headers['content-length'] === undefined) countBodyBytes(req);
      void yoga.handle(req, res);
      return;
    }
    if (url === '/healthz') return void serveHealth(services.db, res);
    if (url === '/readyz') {
      return void serveReadiness(
        {
          draining: drain.draining,
          db: services.db,
          redis: services.redis,
          redisTimeoutMs: services.config.DB_CONNECT_TIMEOUT_MS,
        },
        res,
      );
    }
    if (url.startsWith('/images/')) return void serveImage(services, imageVariants, req, res);
    if (isDumpsPath(url.split('?')[0]!)) return void serveDumps(services.config.dumpDir, req, res);
    if (url.startsWith('/api/v1')) return void serveRest(services, req, res);
    if (url.split('?')[0] === DEV_TALK_FEED_PATH) return void serveDevTalkFeed(services, req, res);
    const pathname = url.split('?')[0]!;
    if (pathname === TERMS_AGREEMENT_PATH) return void serveTermsAgreement(req, res, services.config.TRUST_PROXY);
    if (isSitemapPath(pathname)) return void serveSitemap(sitemapServices, req, res, pathname);
    return void serveWebApp(req, res, {
      webRoot: options.webRoot,
      siteOrigin: services.config.SITE_ORIGIN,
      heads,
      ssr,
    });
  }

  // Node closes an idle keep-alive connection after 5 s; a client (or a load balancer, whose idle
  // timeout is typically 60 s) sending on it at that moment gets ECONNRESET. Outlive them instead.
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;

  const liveSockets = watchLiveSockets(services.pubsub);
  const subscriptions = subscriptionMetrics(metrics, () => wsServer.clients.size);
  const { wsServer } = serveGraphqlOverWebSocket(server, yoga, liveSockets, {
    subscriptionStarted: subscriptions.started,
    path: yoga.graphqlEndpoint,
    maxPayload: WEBSOCKET_MAX_MESSAGE_BYTES,
    originAllowed: (origin, host) => originAllowed(origin, host, services.config.allowedOrigins),
    costLimit,
    limits: {
      perAddress: services.config.WS_MAX_SOCKETS_PER_ADDRESS,
      total: services.config.WS_MAX_SOCKETS,
      idleSeconds: services.config.WS_IDLE_SECONDS,
      trustProxy: services.config.TRUST_PROXY,
    },
  });
  const drain = createDrain(server, wsServer);

  return {
    server,
    yoga,
    openSockets: () => wsServer.clients.size,
    metrics,
    start(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        // A longer accept queue than Node's 511: a burst (every live watcher of a restarted replica
        // reconnecting at once, on a busy host) must wait to be accepted, not overflow and be reset.
        server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve((server.address() as AddressInfo).port));
      });
    },
    drain: () => drain.start(),
    async stop() {
      await liveSockets.stop();
      await stopEmptyingPages();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Plugins' own connections (the response cache's Redis client).
      await yoga.dispose();
    },
  };
}
