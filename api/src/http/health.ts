import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { DATABASE_UNAVAILABLE_HEADERS } from '../db/unavailable.ts';

/**
 * 200 when the database answers, 503 with Retry-After otherwise (load balancers take the
 * instance out). The database's connect and statement timeouts bound how long it takes to say so.
 */
export async function serveHealth(db: Database, res: ServerResponse): Promise<void> {
  try {
    await db.sql.query('SELECT 1');
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'ok', database: db.kind }));
  } catch {
    res.writeHead(503, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...DATABASE_UNAVAILABLE_HEADERS,
    });
    res.end(JSON.stringify({ status: 'unavailable', database: db.kind }));
  }
}

/** What /readyz asks besides the database: the shared Redis, when REDIS_URL names one. */
export interface Pingable {
  ping(): Promise<unknown>;
}

export interface ReadinessState {
  /** True from SIGTERM on (http/drain.ts): the load balancer should send new requests elsewhere. */
  draining: boolean;
  db: Database;
  redis: Pingable | null;
  /** How long Redis may take to answer a PING (it queues commands while reconnecting). */
  redisTimeoutMs: number;
}

async function answers(check: () => Promise<unknown>, timeoutMs?: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout =
    timeoutMs === undefined
      ? new Promise<never>(() => {})
      : new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /readyz: may this instance take new requests? No once it is draining (while /healthz stays
 * 200: the process is alive and finishing what it has), nor while the database or Redis does not
 * answer. The database's own timeouts bound its check; Redis's PING gets `redisTimeoutMs`.
 */
export async function serveReadiness(state: ReadinessState, res: ServerResponse): Promise<void> {
  const [database, redis] = state.draining
    ? [null, null]
    : await Promise.all([
        answers(() => state.db.sql.query('SELECT 1')),
        state.redis ? answers(() => state.redis!.ping(), state.redisTimeoutMs) : null,
      ]);
  const ready = !state.draining && database === true && redis !== false;
  const body = {
    status: state.draining ? 'draining' : ready ? 'ready' : 'unavailable',
    ...(database === null ? {} : { database: database ? 'ok' : 'unavailable' }),
    ...(redis === null ? {} : { redis: redis ? 'ok' : 'unavailable' }),
  };
  res.writeHead(ready ? 200 : 503, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(ready ? {} : DATABASE_UNAVAILABLE_HEADERS),
  });
  res.end(JSON.stringify(body));
}
