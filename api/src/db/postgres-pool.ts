import pg from 'pg';

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

/**
 * The pool behind Prisma and the raw SQL runner. Without timeouts (migrations, seeding, scripts)
 * it waits as long as the statements take; with them, a database that stops answering costs a
 * request a bounded wait instead of hanging it.
 */
export function createPostgresPool(url: string, max: number, timeouts?: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + SILENT_SERVER_GRACE_MS,
    }),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return pool;
}
