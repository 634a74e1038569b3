import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createAppPubSub } from '../src/pubsub.ts';
import { buildApp } from '../src/app.ts';

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
