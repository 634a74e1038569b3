// A database that stops answering (a frozen server: the connection opens, nothing comes back) or
// is gone (nothing listens) must not hang or 500 any route: each answers 503 with Retry-After.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { openPostgresDatabase, type Database } from '../db/database.ts';

// Small, so the suite does not wait; the behaviour is the same at the defaults.
const timeouts = { connectMs: 150, statementMs: 150 };
// A request still waiting after this hung: the timeouts above did not bound it.
const HUNG = 15_000;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Accepts connections and never says a word, as a SIGSTOPped PostgreSQL does. */
async function frozenDatabasePort(sockets: Set<Socket>, server: Server): Promise<number> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return listen(server);
}

/** A port nothing listens on, as after PostgreSQL was killed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function useUnreachableDatabase(port: () => Promise<number>) {
  const context = {} as { db: Database; app: TestApp; origin: string };
  beforeAll(async () => {
    context.db = await openPostgresDatabase(`postgresql://cv@127.0.0.1:${await port()}/cv`, 2, timeouts);
    context.app = buildTestApp(context.db, { REST_RATE_LIMIT_PER_SECOND: '0' });
    context.origin = `http://127.0.0.1:${await context.app.app.start(0)}`;
  });
  afterAll(async () => {
    await context.app?.app.stop();
    await context.app?.close();
    await context.db?.close().catch(() => {});
  });
  const fetchPath = (path: string, init: RequestInit = {}) =>
    fetch(`${context.origin}${path}`, { ...init, signal: AbortSignal.timeout(HUNG) });
  return fetchPath;
}

function itAnswers503Everywhere(fetchPath: ReturnType<typeof useUnreachableDatabase>) {
  it('/healthz says the database is unavailable, with Retry-After', async () => {
    const response = await fetchPath('/healthz');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ status: 'unavailable' });
  });

  it('/readyz says the instance is not ready, so the load balancer sends requests elsewhere', async () => {
    const response = await fetchPath('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
  });

  it('a REST route answers 503 with Retry-After and a plain message', async () => {
    const response = await fetchPath('/api/v1/games?limit=1');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.error).toMatch(/briefly unavailable/);
  });

  it('GraphQL answers 503 with Retry-After and a typed SERVICE_UNAVAILABLE error', async () => {
    const response = await fetchPath('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ games(first: 1) { edges { node { id title } } } }' }),
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0].message).not.toMatch(/Unexpected error|ECONN|timeout|Prisma|127\.0\.0\.1/);
  });

  it('GraphQL with a session cookie (read while building the context) answers the same', async () => {
    const response = await fetchPath('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=not-a-real-token' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('a stored image answers 503 with Retry-After', async () => {
    const response = await fetchPath(`/images/${'a'.repeat(64)}`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
}

describe('with PostgreSQL frozen (connections open, nothing answers)', () => {
  const sockets = new Set<Socket>();
  const server = createServer();
  const fetchPath = useUnreachableDatabase(() => frozenDatabasePort(sockets, server));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  itAnswers503Everywhere(fetchPath);
});

describe('with PostgreSQL gone (nothing listens on its port)', () => {
  itAnswers503Everywhere(useUnreachableDatabase(closedPort));
});
