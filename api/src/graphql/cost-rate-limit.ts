// GraphQL's limit per client address, by what each operation costs (operation-cost.ts), with the
// REST facade's RateLimit headers. The site's persisted operations cost 1: the server knows
// them and what they can ask. Counters in Redis with REDIS_URL, as for REST.
import { Redis } from 'ioredis';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { describeClient } from '../auth/client.ts';
import { createPointsRateLimit } from '../rest/rate-limit.ts';
import { operationCost } from './operation-cost.ts';
import { createDocumentMemo } from './document-memo.ts';
import { loadPersistedOperations, persistedOperationId } from './persisted-operations.ts';

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
      const cost =
        (id !== null && persisted.has(id)) || !document
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
