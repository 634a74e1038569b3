import { closeRedisClient, createRedisClient } from './redis-client.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { AppServices } from './context.ts';
import { createMailer } from './mail/mailer.ts';
import { createPubSubFromConfig } from './pubsub-redis.ts';
import { createBackgroundTasks } from './background.ts';
import { createRateLimits } from './auth/rate-limits.ts';
import { createRestRateLimit } from './rest/rate-limit.ts';
import { createApiKeyRateLimits } from './api-keys/key-rate-limits.ts';
import { postgresEventLog } from './live/event-log.ts';
import { redisEventLog } from './live/event-log-redis.ts';

/**
 * Everything requests share, built once per app: with REDIS_URL, events, the live catch-up window
 * and rate-limit counters live in Redis (under REDIS_PREFIX) so every instance sees the same ones; without it they live in
 * this process.
 */
export function createServices(config: Config, db: Database): AppServices & { close(): Promise<void> } {
  const { pubsub, close: closePubSub } = createPubSubFromConfig(config.REDIS_URL, config.redisPrefix);
  const limitsClient = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, 'limits', { keyPrefix: config.redisPrefix })
    : undefined;
  const tasks = createBackgroundTasks();
  return {
    config,
    db,
    pubsub,
    tasks,
    mailer: createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    limits: createRateLimits(limitsClient),
    restRateLimit: createRestRateLimit(config, limitsClient),
    keyRateLimits: createApiKeyRateLimits(config, limitsClient),
    liveEvents: limitsClient ? redisEventLog(limitsClient) : postgresEventLog(db.prisma),
    redis: limitsClient ?? null,
    async close() {
      // Mails still being written must reach the outbox before the database closes.
      await tasks.settled();
      await closePubSub();
      await closeRedisClient(limitsClient);
    },
  };
}
