import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import {
  browserNetwork,
  graphQLRequestInit,
  NetworkFailure,
  persistedQueryUrl,
  sendMutation,
  sendUntilKnown,
} from './environment.ts';
import { isNetworkFailure } from '../offline/DeviceFallback.tsx';
import { KEEPALIVE_BUDGET_BYTES, keepaliveBytesInFlight } from './keepalive.ts';
import { WRITE_WAIT_MS, writesInFlight } from './read-after-write.ts';

const upload = 'mutation Upload($file: File!) { uploadImage(file: $file) { __typename } }';

describe('the requests the app sends to /graphql', () => {
  it('sends an operation without files as JSON with the CSRF header', () => {
    const init = graphQLRequestInit({ text: 'query Q { viewer { id } }' }, { a: 1 });
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-graphql-yoga-csrf': '1',
    });
    expect(JSON.parse(init.body as string)).toEqual({ query: 'query Q { viewer { id } }', variables: { a: 1 } });
  });

  it('names an operation the server knows by its persisted id only, without its text', () => {
    const init = graphQLRequestInit({ id: 'abc123' }, { a: 1 });
    expect(JSON.parse(init.body as string)).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
      variables: { a: 1 },
    });
  });

  it('sends files as a GraphQL multipart request, leaving the content type to the browser', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const init = graphQLRequestInit({ text: upload }, { file: null, other: 'kept' }, { file });
    expect(init.headers).toEqual({ accept: 'application/json', 'x-graphql-yoga-csrf': '1' });
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: upload,
      variables: { file: null, other: 'kept' },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    const sent = form.get('0') as File;
    expect([sent.name, sent.type, [...new Uint8Array(await sent.arrayBuffer())]]).toEqual([
      'cover.png',
      'image/png',
      [137, 80, 78, 71],
    ]);
  });
});

describe('a query the server knows by its persisted id', () => {
  it('is a GET naming the id, the operation and the variables, so HTTP caches can keep it', () => {
    const url = new URL(persistedQueryUrl('abc123', 'GameQuery', { id: 7 }), 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      documentId: 'abc123',
      operationName: 'GameQuery',
      variables: '{"id":7}',
    });
  });

  it('leaves out empty variables, so the same query has one address', () => {
    expect(persistedQueryUrl('abc123', 'AppShellQuery', {})).toBe(
      '/graphql?documentId=abc123&operationName=AppShellQuery',
    );
  });
});

describe('an id the server does not know (a server of the build before, during a release)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const unknown = {
    errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }],
  };
  const mutation: RequestParameters = {
    id: 'new-id',
    metadata: {},
    name: 'AddMutation',
    operationKind: 'mutation',
    text: null,
  };

  it('is asked again until a server knows it, by id each time', async () => {
    const bodies: unknown[] = [];
    const answers = [unknown, unknown, { data: { ok: true } }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(init.body as string));
        return new Response(JSON.stringify(answers.shift()), { status: 200 });
      }),
    );
    const sent = await sendUntilKnown(
      () => sendMutation({ id: 'new-id' }, {}),
      () => 0,
    );
    expect(sent).toEqual({ data: { ok: true } });
    expect(bodies).toHaveLength(3);
    for (const body of bodies)
      expect(body).toEqual({ extensions: { persistedQuery: { version: 1, sha256Hash: 'new-id' } }, variables: {} });
  });

  it('gives up after four more tries, with the server’s error', async () => {
    const send = vi.fn(async () => unknown);
    expect(await sendUntilKnown(send, () => 0)).toBe(unknown);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('is what the network layer does for a mutation', async () => {
    vi.useFakeTimers();
    const answers = [unknown, { data: { ok: true } }];
    const fetched = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const result = browserNetwork().execute(mutation, {}, {}).toPromise();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ data: { ok: true } });
    expect(fetched).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('a mutation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('carries a fresh Idempotency-Key, the same one on its retry after a 503', async () => {
    vi.useFakeTimers();
    const keys: (string | undefined)[] = [];
    const answers = [
      new Response('{}', { status: 503, headers: { 'retry-after': '1' } }),
      new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }),
      new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['idempotency-key']);
        return answers.shift()!;
      }),
    );
    const first = sendMutation({ text: 'mutation M { ok }' }, {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toEqual({ data: { ok: true } });
    await sendMutation({ text: 'mutation M { ok }' }, {});
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is sent keepalive, so leaving the page right after does not cancel it, while its body fits', async () => {
    const inits: RequestInit[] = [];
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        inits.push(init);
        return new Promise<Response>((resolve) => answers.push(resolve));
      }),
    );
    const small = sendMutation({ text: 'mutation M($t: String) { ok(t: $t) }' }, { t: 'x' });
    // Two bodies that would together pass the 64 KiB the browser allows keepalive requests in flight.
    const big = (length: number) =>
      sendMutation({ text: 'mutation M($t: String) { ok(t: $t) }' }, { t: 'y'.repeat(length) });
    const first = big(KEEPALIVE_BUDGET_BYTES / 2);
    const second = big(KEEPALIVE_BUDGET_BYTES / 2);
    await vi.waitFor(() => expect(inits).toHaveLength(3));
    expect(inits.map((init) => init.keepalive ?? false)).toEqual([true, true, false]);
    expect(keepaliveBytesInFlight()).toBeGreaterThan(KEEPALIVE_BUDGET_BYTES / 2);
    for (const answer of answers) answer(new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    await Promise.all([small, first, second]);
    // Freed once answered: the next write is keepalive again.
    expect(keepaliveBytesInFlight()).toBe(0);
    const third = big(KEEPALIVE_BUDGET_BYTES / 2);
    await vi.waitFor(() => expect(inits).toHaveLength(4));
    expect(inits[3]!.keepalive).toBe(true);
    answers[3]!(new Response('down', { status: 500 }));
    await expect(third).rejects.toThrow('status 500');
    expect(keepaliveBytesInFlight()).toBe(0);
  });

  it('with files is sent as before: a multipart body cannot be kept alive', async () => {
    const inits: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        inits.push(init);
        return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
      }),
    );
    await sendMutation({ text: upload }, { file: null }, { file: new File(['x'], 'a.png', { type: 'image/png' }) });
    expect(inits[0]!.keepalive).toBeUndefined();
  });
});

describe('a request that never reached the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  const viewerQuery: RequestParameters = {
    cacheID: 'viewer',
    id: null,
    metadata: {},
    name: 'ViewerQuery',
    operationKind: 'query',
    text: 'query ViewerQuery { viewer { id } }',
  };
  const readViewer = () => browserNetwork().execute(viewerQuery, {}, {}).toPromise();
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('answered'),
      (error: unknown) => error,
    );

  it('fails as a NetworkFailure, the browser’s error kept as its cause: a read and a write alike', async () => {
    const refused = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(refused)),
    );
    for (const error of [await failure(readViewer()), await failure(sendMutation({ text: 'mutation M { ok }' }, {}))]) {
      expect(error).toBeInstanceOf(NetworkFailure);
      expect((error as NetworkFailure).cause).toBe(refused);
      expect(isNetworkFailure(error)).toBe(true);
    }
  });

  it('is not what an answer of the server is, even an error, nor a TypeError thrown by code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    const answered = await failure(readViewer());
    expect(answered).not.toBeInstanceOf(NetworkFailure);
    expect(isNetworkFailure(answered)).toBe(false);
    // What a loader's bug throws: "offline" would hide it behind the device's copy.
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'edges')"))).toBe(false);
  });
});

describe('a read sent while a write is in flight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const collectionQuery: RequestParameters = {
    id: 'collection-id',
    metadata: {},
    name: 'CollectionScreenQuery',
    operationKind: 'query',
    text: null,
  };
  const answer = () => new Response(JSON.stringify({ data: {} }), { headers: { 'content-type': 'application/json' } });

  /** fetch whose POSTs (writes) wait until `answerWrites` is called; GETs (reads) answer at once. */
  function stubServer() {
    const sent: string[] = [];
    let answerWrites = () => {};
    const writesAnswered = new Promise<void>((resolve) => (answerWrites = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        sent.push(method);
        if (method === 'POST') await writesAnswered;
        return answer();
      }),
    );
    return { sent, answerWrites };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reaches the server only after the write is answered, so the next page reads what was just done', async () => {
    const { sent, answerWrites } = stubServer();
    const write = sendMutation({ text: 'mutation Add { ok }' }, {});
    expect(writesInFlight()).toBe(1);
    const read = browserNetwork().execute(collectionQuery, {}, {}).toPromise();
    await settle();
    expect(sent).toEqual(['POST']);
    answerWrites();
    await write;
    await read;
    expect(sent).toEqual(['POST', 'GET']);
    expect(writesInFlight()).toBe(0);
  });

  it('does not wait for ever on a write that hangs', async () => {
    vi.useFakeTimers();
    const { sent, answerWrites } = stubServer();
    const write = sendMutation({ text: 'mutation Add { ok }' }, {});
    const read = browserNetwork().execute(collectionQuery, {}, {}).toPromise();
    await vi.advanceTimersByTimeAsync(WRITE_WAIT_MS - 1);
    expect(sent).toEqual(['POST']);
    await vi.advanceTimersByTimeAsync(1);
    await read;
    expect(sent).toEqual(['POST', 'GET']);
    answerWrites();
    await write;
  });
});
