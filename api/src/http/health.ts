import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';

/** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export async function serveHealth(db: Database, res: ServerResponse): Promise<void> {
  try {
    await db.sql.query('SELECT 1');
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'ok', database: db.kind }));
  } catch {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'unavailable' }));
  }
}
