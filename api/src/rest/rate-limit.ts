import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

/** The window of the burst allowance: requests over the per-second rate draw on it. */
export const REST_BURST_WINDOW_SECONDS = 10;

export interface RestRateDecision {
  allowed: boolean;
  /** `RateLimit-Policy` and `RateLimit` (IETF httpapi-ratelimit-headers draft); `Retry-After` when refused. */
  headers: Record<string, string>;
}

/** The public REST facade's limit per client address. */
export interface RestRateLimit {
  /** Whether the address's next request may go ahead; counts it. */
  take(ip: string): Promise<RestRateDecision>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A limit per client address: `perSecond` points a second, up to `burst` in one second. */
export interface PointsRateLimit {
  /** Whether the address may spend `points` now; spends them when it may. */
  take(ip: string, points?: number): Promise<RestRateDecision>;
}

/**
 * REST_RATE_LIMIT_PER_SECOND requests a second, and up to REST_RATE_LIMIT_BURST in one second
 * while the burst allowance (the difference, per REST_BURST_WINDOW_SECONDS) lasts.
 */
export function createRestRateLimit(config: Config, redis?: Redis): RestRateLimit | null {
  if (config.REST_RATE_LIMIT_PER_SECOND === 0) return null;
  const limit = createPointsRateLimit(
    { perSecond: config.REST_RATE_LIMIT_PER_SECOND, burst: config.REST_RATE_LIMIT_BURST, keyPrefix: 'cv_rest' },
    redis,
  );
  return { take: (ip) => limit.take(ip, 1) };
}

/**
 * `perSecond` points a second, and up to `burst` in one second while the burst allowance (the
 * difference, per REST_BURST_WINDOW_SECONDS) lasts. This is rate-limiter-flexible's
 * BurstyRateLimiter written out, because BurstyRateLimiter does not say which pool answered or
 * how much burst is left, and the RateLimit header reports both. Counters live in Redis when a
 * client is given (every instance counts together; this process's memory stands in while Redis
 * is unreachable), otherwise in memory. The REST facade spends a point a request, GraphQL an
 * operation's cost (api/src/graphql/cost-rate-limit.ts).
 */
export function createPointsRateLimit(
  { perSecond, burst: most, keyPrefix }: { perSecond: number; burst: number; keyPrefix: string },
  redis?: Redis,
): PointsRateLimit {
  const burst = most - perSecond;
  const make = (prefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: prefix, points, duration, insuranceLimiter: memory })
      : memory;
  };
  const steady = make(`${keyPrefix}_second`, perSecond, 1);
  const extra = burst > 0 ? make(`${keyPrefix}_burst`, burst, REST_BURST_WINDOW_SECONDS) : null;
  const policy = [
    `"second";q=${perSecond};w=1`,
    ...(extra ? [`"burst";q=${burst};w=${REST_BURST_WINDOW_SECONDS}`] : []),
  ].join(', ');
  const answer = (allowed: boolean, pool: 'second' | 'burst', res: RateLimiterRes): RestRateDecision => ({
    allowed,
    headers: {
      'ratelimit-policy': policy,
      ratelimit: `"${pool}";r=${Math.max(0, res.remainingPoints)};t=${seconds(res.msBeforeNext)}`,
      ...(allowed ? {} : { 'retry-after': String(seconds(res.msBeforeNext)) }),
    },
  });
  return {
    async take(ip, points = 1) {
      let refused: RateLimiterRes;
      try {
        return answer(true, 'second', await steady.consume(ip, points));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        refused = rejection;
      }
      if (extra) {
        try {
          return answer(true, 'burst', await extra.consume(ip, points));
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
        }
      }
      // Both pools are empty; the per-second one refills first.
      return answer(false, 'second', refused);
    },
  };
}
