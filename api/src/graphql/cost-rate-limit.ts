// GraphQL's limit per client address, by what each operation costs, with the REST facade's
// RateLimit headers. The cost is the one the query-cost ceiling charges (Pothos complexity with
// `fieldCost` of api/src/query-cost.ts, QUERY_COST's list rules), so one rule prices both. The
// site's persisted operations cost 1: the server knows them and what they can ask (a known id
// with another text is refused before this, persisted-operations.ts). Counters in
// Redis with REDIS_URL, as for REST.
import { closeRedisClient, createRedisClient } from '../redis-client.ts';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, Kind, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { describeClient } from '../auth/client.ts';
import { createPointsRateLimit, type RestRateDecision } from '../rest/rate-limit.ts';
import type { ApiKeyRateLimits } from '../api-keys/key-rate-limits.ts';
import { keyViewerOf } from '../api-keys/use-api-keys.ts';
import { createDocumentMemo } from './document-memo.ts';
import { introspectionFields, schemaDocument, WHOLE_SCHEMA_FIELDS } from './introspection.ts';
import { loadPersistedOperations, persistedOperationId } from './persisted-operations.ts';

/**
 * What the operation the request names costs (at least 1). A document the server will refuse
 * anyway (unknown field, fragment cycle, wrong variables) costs 1: validation answers it
 * before any resolver runs.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 1;
  // Pothos prices a document's first operation: give it the one this request runs.
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  try {
    const { complexity } = complexityFromQuery(
      { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
      { schema, variables: variables ?? {} },
    );
    // `__schema` costs little by field count, but each one can answer the whole schema (`__type`
    // answers one type, and its complexity already grows with how deep it goes).
    const introspection =
      introspectionFields(document, operationName, WHOLE_SCHEMA_FIELDS) * schemaDocument(schema).cost;
    return Math.max(1, complexity, introspection);
  } catch {
    return 1;
  }
}

/** GraphQL's limit per client address in cost points, shared by HTTP and the WebSocket. */
export interface CostLimit {
  /** Spends `cost` of `ip`'s budget; null when it may, the refusal to answer with when not. */
  charge(ip: string, cost: number): Promise<{ refusal: GraphQLError | null; headers: Record<string, string> }>;
  dispose(): Promise<void>;
}

/** A limit's decision on an operation costing `cost`, with the RATE_LIMITED error when refused. */
function costDecision(decision: RestRateDecision, cost: number) {
  if (decision.allowed) return { refusal: null, headers: decision.headers };
  const refusal = createGraphQLError(
    `Too many requests; this operation costs ${cost}. Try again in ${decision.headers['retry-after']} s.`,
    { extensions: { code: 'RATE_LIMITED', cost, http: { status: 429, headers: decision.headers } } },
  );
  return { refusal, headers: decision.headers };
}

/** Null when GRAPHQL_RATE_LIMIT_COST_PER_SECOND is 0. Counters in Redis with REDIS_URL. */
export function createCostLimit(config: Config): CostLimit | null {
  const perSecond = config.GRAPHQL_RATE_LIMIT_COST_PER_SECOND;
  if (perSecond === 0) return null;
  const redis = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, 'cost-limit', { keyPrefix: config.redisPrefix })
    : undefined;
  const limit = createPointsRateLimit(
    { perSecond, burst: config.GRAPHQL_RATE_LIMIT_COST_BURST, keyPrefix: 'cv_graphql' },
    redis,
  );
  return {
    async charge(ip, cost) {
      return costDecision(await limit.take(ip, cost), cost);
    },
    async dispose() {
      await closeRedisClient(redis);
    },
  };
}

/**
 * Prices each HTTP operation before it is parsed for execution (persisted ones cost 1), and
 * charges its API key's budget when it came with one (use-api-keys.ts), its address's otherwise.
 */
export function useCostRateLimit(
  schema: GraphQLSchema,
  limit: CostLimit | null,
  trustProxy: boolean,
  keyLimits: ApiKeyRateLimits | null = null,
  persisted: ReadonlyMap<string, string> = loadPersistedOperations(),
): Plugin {
  if (!limit && !keyLimits) return {};
  const documents = createDocumentMemo();
  const headersByRequest = new WeakMap<Request, Record<string, string>>();
  return {
    async onParams({ params, request, context }) {
      const id = persistedOperationId(params, request);
      const document = params.query ? documents.get(params.query) : null;
      // By now an id alone has become its stored text; only that exact text is the site's own.
      const cost =
        (id !== null && persisted.get(id) === params.query) || !document
          ? 1
          : operationCost(schema, document, params.operationName, params.variables);
      const { req } = context as { req?: IncomingMessage };
      const key = keyViewerOf(request)?.apiKey;
      const decision =
        key && keyLimits
          ? costDecision(await keyLimits.graphql(key, cost), cost)
          : await limit?.charge(describeClient(request, req, trustProxy).ip, cost);
      if (!decision) return;
      headersByRequest.set(request, decision.headers);
      if (decision.refusal) throw decision.refusal;
    },
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(headersByRequest.get(request) ?? {}))
        response.headers.set(name, value);
    },
    onDispose: () => limit?.dispose(),
  };
}
