// GraphQL's limit per client address, by what each operation costs, with the REST facade's
// RateLimit headers. The cost is the one the query-cost ceiling charges (Pothos complexity with
// `fieldCost` of api/src/query-cost.ts, QUERY_COST's list rules), so one rule prices both. The
// site's persisted operations cost 1: the server knows them and what they can ask (a known id
// with another text is refused before this, persisted-operations.ts). Counters in
// Redis with REDIS_URL, as for REST.
import { Redis } from 'ioredis';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { describeClient } from '../auth/client.ts';
import { createPointsRateLimit } from '../rest/rate-limit.ts';
import { createDocumentMemo } from './document-memo.ts';
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
    return Math.max(1, complexity);
  } catch {
    return 1;
  }
}

export function useCostRateLimit(
  schema: GraphQLSchema,
  config: Config,
  persisted: ReadonlyMap<string, string> = loadPersistedOperations(),
): Plugin {
  const perSecond = config.GRAPHQL_RATE_LIMIT_COST_PER_SECOND;
  if (perSecond === 0) return {};
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { keyPrefix: config.redisPrefix }) : undefined;
  const limit = createPointsRateLimit(
    { perSecond, burst: config.GRAPHQL_RATE_LIMIT_COST_BURST, keyPrefix: 'cv_graphql' },
    redis,
  );
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
      const decision = await limit.take(describeClient(request, req, config.TRUST_PROXY).ip, cost);
      headersByRequest.set(request, decision.headers);
      if (!decision.allowed) {
        throw createGraphQLError(
          `Too many requests; this operation costs ${cost}. Try again in ${decision.headers['retry-after']} s.`,
          { extensions: { code: 'RATE_LIMITED', cost, http: { status: 429, headers: decision.headers } } },
        );
      }
    },
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(headersByRequest.get(request) ?? {}))
        response.headers.set(name, value);
    },
    onDispose: async () => {
      await redis?.quit();
    },
  };
}
