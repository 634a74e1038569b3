import path from 'node:path';
import { z } from 'zod';
import { APPROVAL } from '#shared/rules';
import { LOG_LEVELS } from './log/logger.ts';

// Every environment variable the app reads, validated once at start-up. docs/configuration.md lists them.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // Prometheus metrics on a listener of their own; unset serves none.
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    METRICS_HOST: z.string().default('127.0.0.1'),
    // JSON lines on stdout (log/logger.ts): `info` writes one per request; `debug` adds probes.
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // A database that stops answering must not hang requests: connecting (or waiting for a pooled
    // connection) and each statement give up after these, and the request answers 503.
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(1500),
    DATA_DIR: z.string().default('./data'),
    REDIS_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Instances share events and counters only under the same prefix; unset derives it from the database.
    REDIS_PREFIX: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SITE_ORIGIN: z.url().default('https://cartridgevault.example'),
    SMTP_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Cartridge Vault <no-reply@cartridgevault.example>'),
    CONTACT_TO: z.email().default('owner@cartridgevault.example'),
    REQUEST_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(APPROVAL.defaultLifetimeDays),
    // How often each instance looks for requests past their expiry; 0 turns the job off.
    REQUEST_RESOLVER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    // Catalogue dumps for integrators (api/src/dumps/): where, how often (0: never), how many kept.
    DUMP_DIR: z.string().optional(),
    DUMP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(24),
    DUMP_KEEP: z.coerce.number().int().min(1).max(1000).default(3),
    // Webhook delivery (api/src/webhooks/): lanes per instance (0: this instance delivers none),
    // deliveries each lane posts at once, and how long an idle lane waits before looking again.
    WEBHOOK_WORKERS: z.coerce.number().int().min(0).max(64).default(4),
    WEBHOOK_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(25),
    WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    // Lets webhooks post to loopback and private networks (SSRF otherwise): tests and benchmarks.
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    ALLOWED_ORIGINS: z.string().default(''),
    WEB_ROOT: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SEED_ADMIN_PASSWORD: z
      .string()
      .min(8, 'SEED_ADMIN_PASSWORD must be at least 8 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The public REST facade's limit per client address; 0 turns it off (the benchmark does).
    REST_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(0).max(100_000).default(60),
    REST_RATE_LIMIT_BURST: z.coerce.number().int().min(0).max(100_000).default(120),
    // GraphQL's limit per client address in cost points (the query-cost rule, api/src/query-cost.ts);
    // the site's persisted operations cost 1. 0 turns it off (the benchmark does).
    GRAPHQL_RATE_LIMIT_COST_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
    GRAPHQL_RATE_LIMIT_COST_BURST: z.coerce.number().int().min(0).max(10_000_000).default(60_000),
    // A personal API key's quota when an admin set none (shared/api-key-rules.ts apiKeyLimits):
    // this many REST requests a second, and API_KEY_QUOTA.graphqlCostPerUnit times as many GraphQL cost points.
    API_KEY_QUOTA_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
    // The GraphQL response cache (catalogue answers): most bytes in all, and the largest answer kept.
    // In Redis, also run Redis with `maxmemory` and an eviction policy (docs/operations.md).
    GRAPHQL_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 40)
      .default(64 * 1024 * 1024),
    GRAPHQL_CACHE_MAX_ENTRY_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 30)
      .default(256 * 1024),
    // Rendered pages kept for readers without a session (http/ssr/page-cache.ts), in this process;
    // 0 renders every page.
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 40)
      .default(32 * 1024 * 1024),
    // Live connections (WebSockets): each is an open file for as long as it lives. The total must
    // stay well under the process's open-file limit (`ulimit -n`), leaving room for HTTP.
    WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
    WS_MAX_SOCKETS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    // A socket with no operation for this long is closed; 0 keeps idle sockets open.
    WS_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  })
  .refine(
    (env) => env.REST_RATE_LIMIT_PER_SECOND === 0 || env.REST_RATE_LIMIT_BURST >= env.REST_RATE_LIMIT_PER_SECOND,
    {
      path: ['REST_RATE_LIMIT_BURST'],
      message: 'REST_RATE_LIMIT_BURST must be at least REST_RATE_LIMIT_PER_SECOND',
    },
  )
  .refine(
    (env) =>
      env.GRAPHQL_RATE_LIMIT_COST_PER_SECOND === 0 ||
      env.GRAPHQL_RATE_LIMIT_COST_BURST >= env.GRAPHQL_RATE_LIMIT_COST_PER_SECOND,
    {
      path: ['GRAPHQL_RATE_LIMIT_COST_BURST'],
      message: 'GRAPHQL_RATE_LIMIT_COST_BURST must be at least GRAPHQL_RATE_LIMIT_COST_PER_SECOND',
    },
  );

/** Every variable the app reads; docs/configuration.md and .env.example list exactly these. */
export const CONFIG_KEYS = Object.keys(schema.shape);

export type Config = z.infer<typeof schema> & {
  pgliteDir: string;
  dumpDir: string;
  allowedOrigins: string[];
  redisPrefix: string;
};

/**
 * Instances of one deployment share a database, so its name keeps them together and apart from
 * other deployments (or test runs) on the same Redis. The embedded database belongs to one
 * process: its directory names it.
 */
function defaultRedisPrefix(databaseUrl: string | undefined, pgliteDir: string): string {
  if (!databaseUrl) return `cv:pglite:${pgliteDir}:`;
  const url = new URL(databaseUrl);
  // PostgreSQL's own default: the database named after the user.
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `cv:${database}:`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const pgliteDir = path.resolve(config.DATA_DIR, 'pglite');
  return {
    ...config,
    pgliteDir,
    dumpDir: path.resolve(config.DUMP_DIR ?? path.join(config.DATA_DIR, 'dumps')),
    redisPrefix: config.REDIS_PREFIX ?? defaultRedisPrefix(config.DATABASE_URL, pgliteDir),
    allowedOrigins: config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
