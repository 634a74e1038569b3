// The request id (log/request-id.ts) and the structured lines that carry it: the HTTP line, a
// GraphQL error's line and a slow statement's warning all name the request they belong to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { captureLogs, withRequestId } from './logger.ts';

let db: Database;
let app: ReturnType<typeof buildTestApp>;
let port: number;
beforeAll(async () => {
  db = await createTestDatabase();
  app = buildTestApp(db);
  port = await app.app.start(0);
});
afterAll(async () => {
  await app.app.stop();
  await app.close();
  await db.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it("takes nginx's X-Request-Id, echoes it and logs the request line with it", async () => {
    const logs = captureLogs();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/consoles?token=secret`, {
        headers: { 'x-request-id': '5f1c0a9e3b7d4e2a8c6b1d0e9f8a7b6c' },
      });
      await response.arrayBuffer();
      expect(response.headers.get('x-request-id')).toBe('5f1c0a9e3b7d4e2a8c6b1d0e9f8a7b6c');
      await expect.poll(() => logs.lines.filter((l) => l.msg === 'request').length).toBe(1);
      expect(logs.lines.find((l) => l.msg === 'request')).toMatchObject({
        level: 30,
        requestId: '5f1c0a9e3b7d4e2a8c6b1d0e9f8a7b6c',
        method: 'GET',
        path: '/api/v1/consoles',
        status: 200,
      });
      expect(JSON.stringify(logs.lines)).not.toContain('secret');
    } finally {
      logs.restore();
    }
  });

  it('generates an id when there is none, or when the given one is not a plain token', async () => {
    const seen = new Set<string>();
    for (const given of [undefined, 'two words', 'x'.repeat(129), 'a"b', '{"json":1}']) {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      await response.arrayBuffer();
      const id = response.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      seen.add(id);
    }
    expect(seen.size).toBe(5);
  });

  it("logs a GraphQL request's unexpected error with its request id", async () => {
    const broken = await createTestDatabase();
    const brokenApp = buildTestApp(broken);
    const brokenPort = await brokenApp.app.start(0);
    await broken.close();
    const logs = captureLogs();
    try {
      const response = await fetch(`http://127.0.0.1:${brokenPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-graphql-1' },
        body: JSON.stringify({ query: '{ consoles(first: 1) { edges { node { name } } } }' }),
      });
      await response.arrayBuffer();
      const errors = logs.lines.filter((l) => l.msg === 'graphql error');
      expect(errors.length).toBeGreaterThan(0);
      for (const line of errors)
        expect(line).toMatchObject({ level: 50, requestId: 'req-graphql-1', component: 'graphql' });
    } finally {
      logs.restore();
      await brokenApp.app.stop();
      await brokenApp.close();
    }
  });

  it("warns of a slow statement with its request's id", async () => {
    const logs = captureLogs();
    try {
      await withRequestId('req-slow-1', () => db.sql.query('SELECT pg_sleep(0.6)'));
      await withRequestId('req-fast-1', () => db.sql.query('SELECT 1'));
      const slow = logs.lines.filter((l) => l.msg === 'slow query');
      expect(slow).toEqual([
        expect.objectContaining({ level: 40, requestId: 'req-slow-1', query: 'SELECT pg_sleep(0.6)' }),
      ]);
    } finally {
      logs.restore();
    }
  });
});
