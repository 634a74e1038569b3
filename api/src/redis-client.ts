import { Redis, type RedisOptions } from 'ioredis';
import { log } from './log/logger.ts';

/**
 * An ioredis client whose connection errors are logged (once per outage, as a warning) rather than
 * printed as "Unhandled error event" on every reconnect attempt. ioredis keeps reconnecting; /readyz
 * answers 503 meanwhile (http/health.ts).
 */
export function createRedisClient(url: string, role: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, options);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ redis: role, err: error.message }, 'Redis unreachable; reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, 'Redis reachable again');
  });
  return client;
}

/**
 * QUIT waits for Redis to answer, so with Redis away it would wait out every retry and then
 * reject: a client that is not connected is simply disconnected.
 */
export async function closeRedisClient(client: Redis | null | undefined): Promise<void> {
  if (!client) return;
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
