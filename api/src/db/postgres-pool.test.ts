// Once PostgreSQL has stopped answering, requests are refused at once while one attempt at a
// time checks whether it is back: no pile of connection attempts for it to wake up to.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type Database } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('the PostgreSQL pool with timeouts, against a server that accepts and never answers', () => {
  const sockets = new Set<Socket>();
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let db: Database;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    db = await openPostgresDatabase(`postgresql://cv@127.0.0.1:${port}/cv`, 4, { connectMs: 150, statementMs: 150 });
  });
  afterAll(async () => {
    await db.close().catch(() => {});
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up connecting with an error that reads as "database unavailable"', async () => {
    const failure = await db.sql.query('SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('then tries one connection at a time and refuses the other requests at once', async () => {
    // The first failure, which tells the pool the server is gone (whichever test ran first).
    await db.sql.query('SELECT 1').catch(() => {});
    const before = attempts;
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => db.sql.query('SELECT 1')),
      ...Array.from({ length: 6 }, () => db.prisma.game.count()),
    ]);
    expect(outcomes.every((o) => o.status === 'rejected' && isDatabaseUnavailable(o.reason))).toBe(true);
    expect(attempts - before).toBe(1);
  });
});
