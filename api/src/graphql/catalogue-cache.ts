// The GraphQL response cache for catalogue questions (a game, a version, a console, a page or a
// search of games): the same answer for everyone, kept until the catalogue changes. A hit is
// answered from Yoga's params stage, before parsing, validation, context or any SQL.
import { createHash, randomUUID } from 'node:crypto';
import { closeRedisClient, createRedisClient } from '../redis-client.ts';
import { useResponseCache, createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { onCatalogueChange } from '../catalogue/catalogue-changes.ts';
import { CATALOGUE_TYPES, isCatalogueQuery } from './catalogue-query.ts';
import { budgetedCache } from './cache-budget.ts';

/** A safety net only: every catalogue write empties the cache at once. */
export const CATALOGUE_CACHE_TTL_MS = 10 * 60_000;
/** Distinct answers kept in memory (without REDIS_URL); the least recently used go first. */
const IN_MEMORY_ANSWERS = 2000;
// Every stored answer is filed under this one entity, so one invalidation empties the cache: a
// new game can change any page, search or count, not only the answers that named a game.
const CATALOGUE = { typename: 'Catalogue', id: 'all' } as const;

/** Files every answer under CATALOGUE only (not each game it holds: only the whole is ever dropped). */
function wholeCatalogueCache(inner: Cache): Cache {
  return {
    get: (key) => inner.get(key),
    set: (key, result, _entities, ttl) => inner.set(key, result, [CATALOGUE], ttl),
    invalidate: () => inner.invalidate([CATALOGUE]),
  };
}

/**
 * With REDIS_URL the answers live in Redis under REDIS_PREFIX, so every instance shares them
 * and one instance's invalidation reaches all; otherwise in this process.
 */
/**
 * The variables as key text. Variables nested too deep to serialise (the fuzzer sent 5,000
 * levels: JSON.stringify overflowed the stack, a 500) get a key of their own, never shared.
 */
function variablesKey(variables: unknown): string {
  try {
    return JSON.stringify(variables ?? {});
  } catch {
    return randomUUID();
  }
}

/**
 * Set in the context of operations sent over the WebSocket (app.ts): they run outside Yoga's HTTP
 * request cycle, in which the cache plugin names its entries, so they are never cached (nor
 * served from the cache). A subscription's events are live, not catalogue answers.
 */
export interface WebSocketOperationContext {
  overWebSocket?: true;
}

export function useCatalogueCache(
  schema: GraphQLSchema,
  services: { config: Config; db: Database },
): Plugin & { cache: Cache } {
  const redis = services.config.REDIS_URL
    ? createRedisClient(services.config.REDIS_URL, 'cache', { keyPrefix: `${services.config.redisPrefix}gql-cache:` })
    : null;
  const cache = wholeCatalogueCache(
    budgetedCache(
      redis ? createRedisCache({ redis }) : createInMemoryCache({ max: IN_MEMORY_ANSWERS }),
      {
        maxBytes: services.config.GRAPHQL_CACHE_MAX_BYTES,
        maxEntryBytes: services.config.GRAPHQL_CACHE_MAX_ENTRY_BYTES,
        ttlMs: CATALOGUE_CACHE_TTL_MS,
      },
      redis,
    ),
  );
  const stopListening = onCatalogueChange(services.db, () => cache.invalidate([]));
  // Any object type outside the catalogue in an answer (a User reached through `node`) keeps it out.
  const ignoredTypes = Object.values(schema.getTypeMap())
    // Object types only ('isTypeOf'; no instanceof, see catalogue-query.ts).
    .filter((type) => 'isTypeOf' in type && !type.name.startsWith('__') && type.name !== 'Query')
    .map((type) => type.name)
    .filter((name) => !CATALOGUE_TYPES.has(name));
  // The params of each request, as the cache plugin sees them (after a persisted id became its text).
  const paramsByRequest = new WeakMap<Request, { query?: string; operationName?: string | null }>();
  const cacheable = (request: Request, context: WebSocketOperationContext | undefined) => {
    if (context?.overWebSocket) return false;
    const params = paramsByRequest.get(request);
    // Before the params are read, the plugin only answers If-None-Match with a 304 for an ETag
    // it stored: only catalogue answers are ever stored.
    if (!params) return true;
    return !!params.query && isCatalogueQuery(schema, params.query, params.operationName);
  };
  const responseCache = useResponseCache({
    cache,
    // Nothing viewer-dependent is ever stored (isCatalogueQuery), so all share one answer.
    session: () => null,
    enabled: cacheable,
    // node:crypto's synchronous hash: the default WebCrypto digest was a tenth of a cache hit.
    // Variables in another key order only make another entry.
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId }) =>
      createHash('sha256')
        .update([documentString, operationName ?? '', variablesKey(variableValues), sessionId ?? ''].join('|'))
        .digest('hex'),
    ttl: CATALOGUE_CACHE_TTL_MS,
    ignoredTypes,
    // Writes announce themselves through catalogueChanged; a mutation's own answer adds nothing.
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  });
  return {
    cache,
    onPluginInit({ addPlugin }) {
      addPlugin({
        onParams({ params, request }) {
          paramsByRequest.set(request, params);
        },
      });
      addPlugin(responseCache);
      addPlugin({
        // A GET (the site's persisted queries) may be kept by HTTP caches when it is a catalogue
        // answer (it carries the cache's ETag), revalidated each time; anything else never.
        onResponse({ request, response }) {
          if (request.method !== 'GET' || response.headers.has('cache-control')) return;
          response.headers.set(
            'cache-control',
            response.headers.has('etag') ? 'public, no-cache' : 'private, no-store',
          );
        },
        onDispose: async () => {
          stopListening();
          await closeRedisClient(redis);
        },
      });
    },
  };
}
