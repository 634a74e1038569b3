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
