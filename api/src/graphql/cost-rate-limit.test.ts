import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, graphqlResponse, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/database.ts';
import { loadPersistedOperations } from './persisted-operations.ts';
import { QUERY_COST } from '#shared/query-cost-rules';

let db: Database;
let app: TestApp;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  app = buildTestApp(db, { GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '100', GRAPHQL_RATE_LIMIT_COST_BURST: '150' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

// consoles 1 + 10 × (edges 1 + node 1 + name 1) = 31
const tenConsoles = '{ consoles(first: 10) { edges { node { name } } } }';

describe('the GraphQL rate limit, by what each operation costs', () => {
  it("says on every answer where the client stands, in the REST facade's headers", async () => {
    const response = await graphqlResponse(app, tenConsoles, {}, { ip: '198.51.100.1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('ratelimit-policy')).toBe('"second";q=100;w=1, "burst";q=50;w=10');
    expect(response.headers.get('ratelimit')).toBe('"second";r=69;t=1');
  });

  it('refuses an operation that costs more than the client may spend, with 429 and Retry-After', async () => {
    // 1 + 60 × 3 = 181: more than a second's 100 and the burst allowance of 50.
    const response = await graphqlResponse(
      app,
      '{ consoles(first: 60) { edges { node { name } } } }',
      {},
      {
        ip: '198.51.100.2',
      },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', cost: 181 }) }),
    ]);
    // Another address is not affected.
    expect((await graphqlResponse(app, tenConsoles, {}, { ip: '198.51.100.3' })).status).toBe(200);
  });

  it("counts the site's own persisted operations as 1", async () => {
    const [id] = [...loadPersistedOperations()].find(([, text]) => text.startsWith('query ConsoleManagementQuery('))!;
    const search = new URLSearchParams({ documentId: id, variables: JSON.stringify({ first: 50 }) });
    const response = await app.yoga.handleRequest(new Request(`http://localhost/graphql?${search}`), {
      req: { socket: { remoteAddress: '198.51.100.4' } },
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('ratelimit')).toBe('"second";r=99;t=1');
  });

  it("refuses an expensive text of the client's own under a known id before charging anything", async () => {
    const [id] = [...loadPersistedOperations()].find(([, text]) => text.startsWith('query ConsoleManagementQuery('))!;
    // 181 points sent as if it were the site's query, which costs 1.
    const expensive = '{ consoles(first: 60) { edges { node { name } } } }';
    const search = new URLSearchParams({ documentId: id, query: expensive });
    const response = await app.yoga.handleRequest(new Request(`http://localhost/graphql?${search}`), {
      req: { socket: { remoteAddress: '198.51.100.6' } },
    } as never);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_MISMATCH' }) }),
    ]);
    // Nothing was taken from the address: its next query is charged from a full allowance.
    const next = await graphqlResponse(app, tenConsoles, {}, { ip: '198.51.100.6' });
    expect(next.headers.get('ratelimit')).toBe('"second";r=69;t=1');
  });

  it('charges what the query-cost ceiling charges, for the operation the request names', async () => {
    const generous = buildTestApp(db, {
      GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '100000',
      GRAPHQL_RATE_LIMIT_COST_BURST: '100000',
    });
    try {
      // Heavy: 1 + 700 × (title 1 + versions (1 + 10 × 1) + developers (1 + 10 × 1)) = 16,101, over
      // a visitor's ceiling: `amount` multiplies, and a list no argument bounds counts
      // QUERY_COST.unboundedListItems. (randomGames is never served from the response cache, whose
      // added __typename and id fields the ceiling would count too.)
      const query = `query Light { consoles(first: 1) { edges { node { name } } } }
        query Heavy($n: Int!) { randomGames(amount: $n) { title versions { id } developers { name } } }`;
      const response = await generous.yoga.handleRequest(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, operationName: 'Heavy', variables: { n: 700 } }),
        }),
        { req: { socket: { remoteAddress: '198.51.100.5' } } } as never,
      );
      const body = (await response.json()) as { errors: { extensions: { code: string; cost: number } }[] };
      const { code, cost } = body.errors[0]!.extensions;
      expect(code).toBe('QUERY_TOO_COSTLY');
      expect(cost).toBe(1 + 700 * (1 + (1 + QUERY_COST.unboundedListItems) * 2));
      expect(response.headers.get('ratelimit')).toBe(`"second";r=${100_000 - cost};t=1`);
    } finally {
      await generous.close();
    }
  });
});
