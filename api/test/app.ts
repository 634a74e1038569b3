import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createServices } from '../src/services.ts';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './database.ts';

export function buildTestApp(db: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: 'https://cartridgevault.test', ...env });
  const services = createServices(config, db);
  const app = buildApp(services);
  return { ...services, app, yoga: app.yoga };
}

export type TestApp = ReturnType<typeof buildTestApp>;

export interface GraphQLResult<T = any> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

/**
 * One GraphQL operation through Yoga exactly as the browser sends it (JSON POST), from client
 * address `ip` (to `url`, plain http by default), with the whole HTTP response (status, Set-Cookie).
 */
export async function graphqlResponse<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; ip?: string; url?: string } = {},
): Promise<{ status: number; headers: Headers; body: GraphQLResult<T> }> {
  const request = new Request(options.url ?? 'http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables }),
  });
  // The server context Node's http server would give: the client's socket address.
  const response = await app.yoga.handleRequest(request, {
    req: { socket: { remoteAddress: options.ip ?? '192.0.2.1' } },
  } as never);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Runs one GraphQL operation and returns its JSON result. */
export async function graphql<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  return (await graphqlResponse<T>(app, query, variables, { headers })).body;
}

let newAddresses = 0;

/**
 * Like `graphql`, from a client address no other call of this file used: for tests about what a
 * mutation does rather than about its per-address limit (ADDRESS_LIMITS, address-limits.test.ts).
 */
export async function graphqlFromNewAddress<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  newAddresses += 1;
  const ip = `198.51.${Math.floor(newAddresses / 250)}.${(newAddresses % 250) + 1}`;
  return (await graphqlResponse<T>(app, query, variables, { headers, ip })).body;
}

/** SQL statements Prisma sends while `fn` runs. */
export async function countStatements(db: Database, fn: () => Promise<unknown>): Promise<number> {
  const before = db.statements.count;
  await fn();
  // Prisma emits query events asynchronously after the result resolves.
  await new Promise((resolve) => setImmediate(resolve));
  return db.statements.count - before;
}

/**
 * A fresh migrated database (optionally seeded with the catalogue fixture) and an app on it for
 * one test file; closed after the file. Read `db` and `app` inside tests, not at import time.
 */
export function useTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): {
  db: Database;
  app: TestApp;
} {
  const context = {} as { db: Database; app: TestApp };
  beforeAll(async () => {
    context.db = await createTestDatabase({ seeded: options.seed });
    context.app = buildTestApp(context.db, options.env);
  });
  // What a test left running in the background (a request event still being published) belongs
  // to it: the next test's statement counts must not catch its tail, whatever the order.
  afterEach(async () => {
    await context.app?.tasks.settled();
    await new Promise((resolve) => setImmediate(resolve));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db.close();
  });
  return context;
}
