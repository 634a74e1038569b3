// A server render while the database does not answer: the page says so, as the browser's reads
// do, answers 503 with Retry-After, and leaves the data to the browser, which retries.
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPostgresDatabase, type Database } from '../../db/database.ts';
import { createServices } from '../../services.ts';
import { buildApp, type App } from '../../app.ts';
import { defaultServerEntry, loadServerEntry } from './server-entry.ts';
import { AGREED, minimalWebRoot, serverEntryBuilt } from '../../../test/rendered-app.ts';

const NOTICE = 'The catalogue is briefly unavailable. Retrying…';

let db: Database;
let app: App;
let base: string;
let root: string;

/** A port nothing listens on, as after PostgreSQL was killed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  if (!serverEntryBuilt) return;
  root = await minimalWebRoot();
  db = await openPostgresDatabase(`postgresql://cv@127.0.0.1:${await closedPort()}/cv`, 2, {
    connectMs: 150,
    statementMs: 150,
  });
  const config = loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: 'https://cartridgevault.test' });
  app = buildApp(createServices(config, db), { webRoot: root, serverEntry: defaultServerEntry });
  base = `http://127.0.0.1:${await app.start(0)}`;
  // As server.ts does at start: the test times the render, not the bundle's import.
  await loadServerEntry(defaultServerEntry);
}, 60_000);

afterAll(async () => {
  if (!serverEntryBuilt) return;
  await app.stop();
  await db.close().catch(() => {});
  await rm(root, { recursive: true, force: true });
});

describe.skipIf(!serverEntryBuilt)('server rendering while the database does not answer (needs dist/server)', () => {
  // /games reads the catalogue in its loader (/about reads nothing for a visitor, and renders).
  it('answers 503 with Retry-After and the notice, rendered in the page', async () => {
    const response = await fetch(`${base}/games`, { headers: { cookie: AGREED } });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(NOTICE);
    // The page's data are left to the browser: it hydrates knowing the server could not read them.
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!) as {
      catalogueUnavailable?: boolean;
    };
    expect(data.catalogueUnavailable).toBe(true);
    expect(html).not.toContain('Something went wrong');
  }, 30_000);
});
