// /readyz (health.ts): ready while the database and Redis answer; not while either does not, nor
// once the instance drains (drain.test.ts). The database cases with an unreachable PostgreSQL are
// in database-unavailable.test.ts.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { serveReadiness, type Pingable } from './health.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

/** /readyz of a server whose Redis is `redis`. */
async function readyz(redis: Pingable | null, database = db) {
  const server: Server = createServer(
    (_req, res) => void serveReadiness({ draining: false, db: database, redis, redisTimeoutMs: 100 }, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/readyz`);
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

describe('/readyz', () => {
  it('is 200 while the database answers and no Redis is configured', async () => {
    expect(await readyz(null)).toEqual({ status: 200, body: { status: 'ready', database: 'ok' } });
  });

  it('is 200 while Redis answers its PING', async () => {
    expect(await readyz({ ping: async () => 'PONG' })).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', redis: 'ok' },
    });
  });

  it('is 503 when Redis refuses (connection lost, retries exhausted)', async () => {
    const refused = { ping: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    expect(await readyz(refused)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', redis: 'unavailable' },
    });
  });

  it('is 503 when Redis does not answer in time (ioredis queues commands while reconnecting)', async () => {
    const frozen = { ping: () => new Promise<never>(() => {}) };
    expect(await readyz(frozen)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', redis: 'unavailable' },
    });
  });

  it('is 503 when the database is gone', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    expect(await readyz(null, closed)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'unavailable' },
    });
  });
});

// The PostgreSQL + Redis pass of .ci/run sets TEST_REDIS_URL: the app's own Redis client answers.
describe.skipIf(!process.env.TEST_REDIS_URL)('/readyz with the real Redis', () => {
  it('is 200, naming Redis', async () => {
    const app = buildTestApp(db, { REDIS_URL: process.env.TEST_REDIS_URL! });
    const port = await app.app.start(0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ready', redis: 'ok' });
    } finally {
      await app.app.stop();
      await app.close();
    }
  });
});
