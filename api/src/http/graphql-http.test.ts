import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { captureLogs } from '../log/logger.ts';

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

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
const query = encodeURIComponent('query Q($b: Boolean!) { __typename @include(if: $b) }');

describe('malformed GraphQL requests', () => {
  it('answer a GET with variables that are not JSON with a clean 400, logging nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Yoga's logger writes structured lines (log/logger.ts): none at error level either.
    const logs = captureLogs('error');
    try {
      for (const variables of ['{not json', '%7B', '{"b":tru}']) {
        const response = await fetch(url(`/graphql?query=${query}&variables=${variables}`));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          errors: [{ message: 'The request is not valid GraphQL over HTTP.', extensions: { code: 'BAD_REQUEST' } }],
        });
      }
      expect(errors).not.toHaveBeenCalled();
      expect(logs.lines).toEqual([]);
    } finally {
      errors.mockRestore();
      logs.restore();
    }
  });

  it("answer a POST body that is not JSON with a clean 400 and a fixed message, not the parser's", async () => {
    for (const body of ['{"query": "{ __typename }"', '{', 'query { __typename }']) {
      const response = await fetch(url('/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        errors: [{ message: 'The request is not valid GraphQL over HTTP.', extensions: { code: 'BAD_REQUEST' } }],
      });
      expect(text).not.toMatch(/JSON|position|originalError|Unexpected/);
    }
  });

  it('still answers well-formed requests, GET and POST', async () => {
    const get = await fetch(url(`/graphql?query=${query}&variables=${encodeURIComponent('{"b":true}')}`));
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    const post = await fetch(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await post.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
