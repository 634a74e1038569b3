import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { CSRF_HEADER } from './csrf.ts';

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

const post = (contentType: string | null, body: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  });

describe('cross-site requests to /graphql', () => {
  it('refuses what a cross-site form can send (form, text, multipart, no type) without the custom header', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', null]) {
      const response = await post(type, 'query={__typename}');
      expect(response.status, String(type)).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain('__typename');
    }
  });

  it('lets the same through with the header the web app sends, and JSON (a preflighted type) without it', async () => {
    const text = await post('text/plain', JSON.stringify({ query: '{ __typename }' }), { [CSRF_HEADER]: '1' });
    expect(text.status).not.toBe(403);
    const json = await post('application/json', JSON.stringify({ query: '{ __typename }' }));
    expect(await json.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('keeps GET queries open, as before', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
