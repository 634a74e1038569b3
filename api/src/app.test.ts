import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type { Database } from './db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import http from 'node:http';
import { KEEP_ALIVE_SECONDS, originAllowed } from './app.ts';

let db: Database;
let app: TestApp;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildTestApp(db);
  port = await app.app.start(0);
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
});

describe('HTTP server', () => {
  it('answers /healthz with 200 when the database answers', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps idle connections longer than a load balancer does, and says so', async () => {
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent: new http.Agent({ keepAlive: true }) }, (response) => {
          response.resume();
          resolve(response.headers['keep-alive'] as string | undefined);
        })
        .on('error', reject);
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
    expect(KEEP_ALIVE_SECONDS).toBeGreaterThan(60);
  });

  it('refuses a cross-site form post to /graphql', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query={__typename}',
    });
    expect(response.status).toBe(403);
  });

  it('masks unexpected errors and never leaks internals', async () => {
    const broken = await createTestDatabase();
    const brokenApp = buildTestApp(broken);
    await broken.close();
    const response = await brokenApp.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ games(first: 1) { edges { node { title } } } }' }),
    });
    const body = await response.json();
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
    expect(JSON.stringify(body)).not.toMatch(/prisma|stack|\.ts/i);
  });

  it('answers 404 JSON for an unknown image hash', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/images/${'0'.repeat(64)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Image not found' });
  });
});

describe('GraphQL over WebSocket', () => {
  it('runs operations on the same path through the same schema', async () => {
    const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ randomGames(amount: 1) { __typename } games(first: 1) { pageInfo { hasNextPage } } }' },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({ data: { randomGames: [], games: { pageInfo: { hasNextPage: false } } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses WebSocket connections from another site', () => {
    expect(originAllowed('https://evil.example', 'localhost:3000', [])).toBe(false);
    expect(originAllowed('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(originAllowed(undefined, 'localhost:3000', [])).toBe(true);
    expect(originAllowed('https://cdn.example', 'localhost:3000', ['https://cdn.example'])).toBe(true);
  });
});
