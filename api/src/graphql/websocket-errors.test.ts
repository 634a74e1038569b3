// A client's mistakes over the WebSocket are answered as that operation's errors, with the same
// fixed messages as HTTP, on a socket that stays open (issue 27, N5).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { useTestApp } from '../../test/app.ts';
import consoles from '../../../web/src/__generated__/ConsoleManagementQuery.graphql.ts';

const t = useTestApp({ seed: true });

let port: number;
beforeAll(async () => {
  port = await t.app.app.start(0);
});

describe("a client's mistakes over the socket", () => {
  let client: Client;
  // This test's socket only: an earlier test's socket may report its close after this one began.
  let seen: { connections: number; closes: number[] };
  afterEach(() => client.dispose());

  function socketClient() {
    const mine = { connections: 0, closes: [] as number[] };
    seen = mine;
    client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      // One socket for every operation, so a close after a mistake would show.
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => (mine.connections += 1),
        closed: (event) => mine.closes.push((event as { code: number }).code),
      },
    });
  }

  const run = async (query: string, variables?: Record<string, unknown>, extensions?: Record<string, unknown>) => {
    try {
      return { result: (await client.iterate({ query, variables, extensions }).next()).value as any };
    } catch (error) {
      return { errors: error as { message: string; extensions?: Record<string, unknown> }[] };
    }
  };

  it('are answered on their operation with the same fixed messages as HTTP; the socket stays open, nothing is logged', async () => {
    socketClient();
    const logged = vi.spyOn(console, 'error');
    const syntax = await run('{ games(');
    expect(syntax.errors?.[0]?.message).toMatch(/^Syntax Error/);
    const invalid = await run('{ noSuchField }');
    expect(invalid.errors?.[0]?.message).toBe('Cannot query field "noSuchField" on type "Query".');
    const membersOnly = await run('mutation { updateLocale(input: { locale: "nl" }) { __typename } }');
    expect(membersOnly.result.errors?.[0]).toMatchObject({
      message: 'Please log in first.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // The socket that answered all three still serves a query.
    const after = await run('{ consoles(first: 1) { edges { node { name } } } }');
    expect(after.result.data.consoles.edges).toHaveLength(1);
    expect(seen.closes).toEqual([]);
    expect(seen.connections).toBe(1);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a mutation runs over the socket', async () => {
    socketClient();
    const sent = await run(
      `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`,
      { input: { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'Over a socket' } },
    );
    expect(sent.result.data.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
  });

  it("runs the web app's operations named by their persisted id alone, and says so of an id it does not know", async () => {
    socketClient();
    const byId = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });
    const known = await run('', { first: 2 }, byId(consoles.params.id!));
    expect(known.result.data.consoles.edges).toHaveLength(2);
    const unknown = await run('', {}, byId('f'.repeat(64)));
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_IN_LIST' });
    const neither = await run('', {});
    expect(neither.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    // The socket that answered all three stays open.
    expect(seen.closes).toEqual([]);
    expect(seen.connections).toBe(1);
  });
});
