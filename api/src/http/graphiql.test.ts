import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createServices } from '../services.ts';
import { buildApp, type App } from '../app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { defaultWebRoot } from './web-app.ts';

// What a browser sends when it opens an address.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
// The real build when there is one (npm test builds dist/web first), else a page shaped like it.
const built = existsSync(path.join(defaultWebRoot, 'graphiql/index.html'));

let db: Database;
let fixtureRoot: string;
let emptyRoot: string;
const apps: App[] = [];
let base: string;
let unbuiltBase: string;

async function start(webRoot: string): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://cartridgevault.test' });
  const app = buildApp(createServices(config, db), { webRoot });
  apps.push(app);
  return `http://127.0.0.1:${await app.start(0)}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fixtureRoot = await mkdtemp(path.join(os.tmpdir(), 'cv-graphiql-'));
  emptyRoot = await mkdtemp(path.join(os.tmpdir(), 'cv-graphiql-empty-'));
  await mkdir(path.join(fixtureRoot, 'graphiql'));
  await writeFile(
    path.join(fixtureRoot, 'graphiql/index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/graphiql/index-1.js"></script>' +
      '<link rel="stylesheet" href="/assets/graphiql/index-2.css"></head><body><div id="graphiql"></div></body></html>',
  );
  base = await start(built ? defaultWebRoot : fixtureRoot);
  unbuiltBase = await start(emptyRoot);
});
afterAll(async () => {
  for (const app of apps) await app.stop();
  await db.close();
  await rm(fixtureRoot, { recursive: true, force: true });
  await rm(emptyRoot, { recursive: true, force: true });
});

describe(`the GraphQL explorer at /graphql (${built ? 'the real build' : 'a fixture page: no build'})`, () => {
  it('a browser opening /graphql in production gets GraphiQL, scripts from this origin only', async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('id="graphiql"');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]!);
    const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    // Root-relative paths only: no CDN, no protocol-relative //host.
    for (const url of [...scripts, ...links]) expect(url).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/<script>/);

    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    // The explorer's scripts, workers and fetches are all 'self'; nothing else may run.
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/https?:/);
  });

  it('an operation in the address is still answered as GraphQL, whatever the Accept header', async () => {
    const query = encodeURIComponent('{ __typename }');
    const response = await fetch(`${base}/graphql?query=${query}`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('a client asking for JSON without an operation gets a GraphQL error, not the page', async () => {
    const response = await fetch(`${base}/graphql`, { headers: { accept: 'application/json' } });
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('says how to build the explorer when the web root has none', async () => {
    const response = await fetch(`${unbuiltBase}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:web');
  });
});
