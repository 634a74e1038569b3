import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createAppPubSub } from '../src/pubsub.ts';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './database.ts';
import { seedFixture } from './catalogue-fixture.ts';

export function buildTestApp(db: Database) {
  const config = loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: 'https://cartridgevault.test' });
  const services = { config, db, mailer: createMailer(db, { from: config.MAIL_FROM }), pubsub: createAppPubSub() };
  const app = buildApp(services);
  return { ...services, app, yoga: app.yoga };
}

export type TestApp = ReturnType<typeof buildTestApp>;

/** Runs one GraphQL operation through Yoga exactly as the browser would (JSON POST). */
export async function graphql<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
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
export function useTestApp(options: { seed?: boolean } = {}): { db: Database; app: TestApp } {
  const context = {} as { db: Database; app: TestApp };
  beforeAll(async () => {
    context.db = await createTestDatabase();
    if (options.seed) await seedFixture(context.db);
    context.app = buildTestApp(context.db);
  });
  afterAll(() => context.db.close());
  return context;
}
