import pg from 'pg';
import { DatabaseUnreachableError, isDatabaseUnavailable } from './unavailable.ts';

/** How long the app waits on PostgreSQL before answering 503 (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface DatabaseTimeouts {
  /** Connecting, or waiting for a pooled connection. */
  connectMs: number;
  /** One statement: the server cancels it after this; the client gives up soon after. */
  statementMs: number;
}

// The server's own statement_timeout answers first when it is alive (the connection stays usable);
// a server that stopped answering (frozen, unplugged) is given up on this much later.
const SILENT_SERVER_GRACE_MS = 100;

// Waiting for a free pooled connection too long says the pool is busy, not that the server is gone.
const POOL_BUSY = /^timeout exceeded when trying to connect/;

/**
 * Once connecting has failed, only one request at a time tries again; the others are refused at
 * once instead of each waiting out the connect timeout. A frozen server so sees one connection
 * attempt at a time (not one per request, all answered in a burst when it wakes), a load
 * balancer asking /healthz hears at once, and the first attempt that connects reopens the pool.
 */
class GuardedPool extends pg.Pool {
  #unreachable = false;
  #retrying = false;

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const connected = this.#connect();
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  async #connect(): Promise<pg.PoolClient> {
    const retry = this.#unreachable;
    if (retry && this.#retrying) throw new DatabaseUnreachableError();
    if (retry) this.#retrying = true;
    try {
      const client = await super.connect();
      this.#unreachable = false;
      return client;
    } catch (error) {
      if (isDatabaseUnavailable(error) && !(error instanceof Error && POOL_BUSY.test(error.message))) {
        this.#unreachable = true;
      }
      throw error;
    } finally {
      if (retry) this.#retrying = false;
    }
  }
}

/**
 * The pool behind Prisma and the raw SQL runner. Without timeouts (migrations, seeding, scripts)
 * it waits as long as the statements take; with them, a database that stops answering costs a
 * request a bounded wait instead of hanging it, and fails fast once it is known to be away.
 */
export function createPostgresPool(url: string, max: number, timeouts?: DatabaseTimeouts): pg.Pool {
  const options = { connectionString: url, max };
  const pool = timeouts
    ? new GuardedPool({
        ...options,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        // No parallel workers for the app's statements: a request answers a page, and a Gather's
        // start (about 10 ms on this 2-core machine under load) cost more than the walks it split
        // (a search's word starts at 1M games); under load the workers only take cores from other
        // requests.
        options: '-c max_parallel_workers_per_gather=0',
        query_timeout: timeouts.statementMs + SILENT_SERVER_GRACE_MS,
      })
    : new pg.Pool(options);
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return pool;
}
