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

  it('says so for an id it does not know, so the site can send the text instead', async () => {
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
