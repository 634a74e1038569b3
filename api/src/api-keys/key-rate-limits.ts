// The per-key limits: a request with an API key spends its key's budget, never its address's,
// so two keys behind one address (or one key used from many) are counted apart. One quota number
// per key (the admin's override or API_KEY_QUOTA_PER_SECOND) becomes REST requests and GraphQL
// cost points by apiKeyLimits (shared/api-key-rules.ts).
import type { Redis } from 'ioredis';
import { apiKeyLimits } from '#shared/api-key-rules';
import type { Config } from '../config.ts';
import { createPointsRateLimit, type PointsRateLimit, type RestRateDecision } from '../rest/rate-limit.ts';
import type { ApiKeyGrant } from './api-key-auth.ts';

export interface ApiKeyRateLimits {
  /** One REST request of `key`. */
  rest(key: ApiKeyGrant): Promise<RestRateDecision>;
  /** A GraphQL operation of `key` costing `cost` points. */
  graphql(key: ApiKeyGrant, cost: number): Promise<RestRateDecision>;
}

/** Counters in Redis when a client is given (every instance counts together), else in memory. */
export function createApiKeyRateLimits(config: Config, redis?: Redis): ApiKeyRateLimits {
  // One limiter per quota in use (few: the default and each override an admin chose). The quota
  // is in the counter's prefix, so a changed quota starts the key on a fresh budget.
  const limiters = new Map<string, PointsRateLimit>();
  const limiterFor = (kind: 'rest' | 'graphql', quota: number) => {
    const name = `cv_key_${kind}_q${quota}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = createPointsRateLimit({ ...apiKeyLimits(quota)[kind], keyPrefix: name }, redis);
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const quotaOf = (key: ApiKeyGrant) => key.quotaPerSecond ?? config.API_KEY_QUOTA_PER_SECOND;
  return {
    rest: (key) => limiterFor('rest', quotaOf(key)).take(`key:${key.id}`, 1),
    graphql: (key, cost) => limiterFor('graphql', quotaOf(key)).take(`key:${key.id}`, cost),
  };
}
