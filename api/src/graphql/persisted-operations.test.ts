import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, useTestApp } from '../../test/app.ts';
import { loadPersistedOperations, PERSISTED_QUERY_MISMATCH_MESSAGE } from './persisted-operations.ts';

const t = useTestApp({ seed: true });

const operations = loadPersistedOperations();
/** The site's console management list: a catalogue query the manifest holds. */
const [consolesId, consolesText] = [...operations].find(([, text]) =>
  text.startsWith('query ConsoleManagementQuery('),
)!;

const get = (search: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.yoga.handleRequest(new Request(`http://localhost/graphql?${new URLSearchParams(search)}`, { headers }), {
    req: { socket: { remoteAddress: '192.0.2.1' } },
  } as never);

describe('the manifest', () => {
  // The web app sends ids only. relay-compiler adds to the manifest only the artifacts it writes
  // in that run, so an artifact committed without a run that wrote it would leave its id unknown.
  it("holds every id the web app's artifacts send", () => {
    const generated = path.resolve(import.meta.dirname, '../../../web/src/__generated__');
    const ids = readdirSync(generated)
      .map((file) => readFileSync(path.join(generated, file), 'utf8').match(/"id": "([0-9a-f]{64})"/)?.[1])
      .filter((id): id is string => id !== undefined);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !operations.has(id))).toEqual([]);
  });
});

describe('persisted operations', () => {
  it('a persisted id sent as a GET answers exactly what its full text answers', async () => {
    const variables = { first: 5 };
    const byText = await graphqlResponse(t.app, consolesText, variables);
    const byId = await get({ documentId: consolesId, variables: JSON.stringify(variables) });
    expect(byId.status).toBe(200);
    const body = await byId.json();
    expect(body.data.consoles.edges).toHaveLength(5);
    expect(body).toEqual(byText.body);
  });

  it("accepts Apollo's persistedQuery extension too", async () => {
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: consolesId } });
    const response = await get({ extensions, variables: JSON.stringify({ first: 2 }) });
    expect((await response.json()).data.consoles.edges).toHaveLength(2);
  });

  it("runs a mutation named by its id alone in a POST (Apollo's extension), as the web app sends it", async () => {
    const [id] = [...operations].find(([, text]) => text.startsWith('mutation useSendContactMessageMutation('))!;
    const response = await t.app.yoga.handleRequest(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({
          extensions: { persistedQuery: { version: 1, sha256Hash: id } },
          variables: { input: { name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'By id' } },
        }),
      }),
      { req: { socket: { remoteAddress: '192.0.2.2' } } } as never,
    );
    expect((await response.json()).data.sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
  });

  it('says so for an id it does not know (a page of a newer build, which asks again)', async () => {
    const response = await get({ documentId: 'f'.repeat(64) });
    expect((await response.json()).errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_IN_LIST' }) }),
    ]);
  });

  it('refuses a known id sent with a text of its own (400), by GET and by POST', async () => {
    const ownText = '{ consoles(first: 1) { edges { node { name } } } }';
    const mismatch = {
      errors: [
        expect.objectContaining({
          message: PERSISTED_QUERY_MISMATCH_MESSAGE,
          extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_MISMATCH' }),
        }),
      ],
    };
    const byGet = await get({ documentId: consolesId, query: ownText });
    expect(byGet.status).toBe(400);
    expect(await byGet.json()).toEqual(mismatch);

    const extensions = { persistedQuery: { version: 1, sha256Hash: consolesId } };
    const byPost = await t.app.yoga.handleRequest(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // One character more than the stored text is already another document.
        body: JSON.stringify({ query: `${consolesText} `, variables: { first: 1 }, extensions }),
      }),
      { req: { socket: { remoteAddress: '192.0.2.1' } } } as never,
    );
    expect(byPost.status).toBe(400);
    expect(await byPost.json()).toEqual(mismatch);
  });

  it('accepts a known id sent with exactly its stored text', async () => {
    const response = await get({
      documentId: consolesId,
      query: consolesText,
      variables: JSON.stringify({ first: 2 }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.consoles.edges).toHaveLength(2);
  });

  it('runs the text sent with an id it does not know (an Apollo client retrying after not found)', async () => {
    const response = await get({
      documentId: 'e'.repeat(64),
      query: '{ consoles(first: 1) { edges { node { name } } } }',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.consoles.edges).toHaveLength(1);
  });

  it('keeps any other document open to integrators', async () => {
    const response = await graphqlResponse(t.app, '{ consoles(first: 1) { edges { node { name } } } }');
    expect(response.body.data.consoles.edges).toHaveLength(1);
  });

  it('lets HTTP caches keep a catalogue GET and revalidate it (304), but never a viewer one', async () => {
    const search = { documentId: consolesId, variables: JSON.stringify({ first: 3 }) };
    await get(search);
    const cached = await get(search);
    expect(cached.headers.get('cache-control')).toBe('public, no-cache');
    const etag = cached.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(search, { 'if-none-match': etag! })).status).toBe(304);

    const [viewerId] = [...operations].find(([, text]) => text.startsWith('query AppShellQuery'))!;
    const viewer = await get({ documentId: viewerId });
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('cache-control')).toBe('private, no-store');
    expect(viewer.headers.get('etag')).toBeNull();
  });
});
