// The GraphQL cost budget of a client address is one budget, spent over HTTP and over the
// WebSocket alike (issue 27, N1b: operations over the socket were not priced at all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { graphqlResponse, useTestApp } from '../../test/app.ts';

const t = useTestApp({
  seed: true,
  // A point a second, and 2,000 for ten seconds: nothing refills while the test runs.
  env: { GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '1', GRAPHQL_RATE_LIMIT_COST_BURST: '2000' },
});

// A page of 100 games with their versions: priced at about 1,400 points, whatever the page holds.
const COSTLY = `{ games(first: 100) { edges { node { title versions { title } } } } }`;
const CHEAP = `{ consoles(first: 1) { edges { node { name } } } }`;

let client: Client;
let closes = 0;
beforeAll(async () => {
  const port = await t.app.app.start(0);
  client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    on: { closed: () => (closes += 1) },
  });
});
afterAll(() => client.dispose());

async function overSocket(query: string) {
  return (await client.iterate({ query }).next()).value as any;
}

/** The operation's errors when graphql-ws answered it with an `error` message. */
async function refusalOverSocket(query: string) {
  try {
    await overSocket(query);
    return null;
  } catch (errors) {
    return (errors as any[])[0];
  }
}

describe('the cost budget over the WebSocket', () => {
  it('is the one HTTP spends: after a costly query over HTTP, the same query over the socket is refused, and the socket stays open', async () => {
    const overHttp = await graphqlResponse(t.app, COSTLY, {}, { ip: '127.0.0.1' });
    expect(overHttp.status).toBe(200);

    const refusal = await refusalOverSocket(COSTLY);
    expect(refusal).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(refusal.message).toMatch(/^Too many requests; this operation costs \d+\. Try again in \d+ s\.$/);

    // The same socket answers the next operation: refused too, as a refused request counts.
    expect((await refusalOverSocket(CHEAP))?.message).toMatch(/^Too many requests; this operation costs [1-9]\. /);
    expect(closes).toBe(0);
  });
});
