import { describe, expect, it, vi } from 'vitest';
import addRequest from '../__generated__/useAddToCollectionMutation.graphql.ts';
import removeRequest from '../__generated__/useRemoveFromCollectionMutation.graphql.ts';
import { changeRequest, classifyAnswer, sendChange } from './outbox-request.ts';
import type { OutboxChange } from './outbox-change.ts';

const change = (kind: OutboxChange['kind'], more: Partial<OutboxChange> = {}): OutboxChange => ({
  seq: 1,
  memberId: 7,
  kind,
  clientId: '0123456789abcdef0123456789abcdef',
  versionId: 'VmVyc2lvbjox',
  itemId: 'Q29sbGVjdGlvbkl0ZW06MQ==',
  title: 'Tetris',
  queuedAt: 0,
  ...more,
});

const answer = (field: string, __typename: string) => ({ data: { [field]: { __typename } } });
const body = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;
const headers = (init: RequestInit) => init.headers as Record<string, string>;

describe('an outbox change on the wire', () => {
  it("is the screen's persisted mutation, by id only, and the change's own Idempotency-Key", () => {
    const add = change('add');
    const init = changeRequest(add);
    expect(init.method).toBe('POST');
    expect(body(init)).toEqual({
      operationName: 'useAddToCollectionMutation',
      variables: { input: { versionId: add.versionId, clientId: add.clientId } },
      extensions: { persistedQuery: { version: 1, sha256Hash: addRequest.params.id } },
    });
    expect(headers(init)['idempotency-key']).toBe(`${add.clientId}.${addRequest.params.id}`);
    expect(headers(init)['x-graphql-yoga-csrf']).toBe('1');
  });

  it('is the same request each time it is sent (a replay, the page and the worker): the server answers it once', () => {
    expect(changeRequest(change('want'))).toEqual(changeRequest(change('want')));
    expect(headers(changeRequest(change('want')))['idempotency-key']).not.toBe(
      headers(changeRequest(change('want', { clientId: 'fedcba9876543210fedcba9876543210' })))['idempotency-key'],
    );
  });

  it("leaves out what only the page's store reads (a removal's connections)", () => {
    const init = changeRequest(change('remove', { connections: ['client:root:collection'] }));
    expect(body(init).variables).toEqual({ input: { id: 'Q29sbGVjdGlvbkl0ZW06MQ==' } });
    expect((body(init).extensions as { persistedQuery: { sha256Hash: string } }).persistedQuery.sha256Hash).toBe(
      removeRequest.params.id,
    );
  });
});

describe('the answer to an outbox change', () => {
  it('is applied on success, or on a replay the server answers as saved', () => {
    expect(classifyAnswer(change('add'), 200, answer('addToCollection', 'MutationAddToCollectionSuccess'))).toBe(
      'done',
    );
    expect(
      classifyAnswer(change('edit'), 200, answer('updateCollectionItem', 'MutationUpdateCollectionItemSuccess')),
    ).toBe('done');
    const saved = { data: null, errors: [{ message: 'saved', extensions: { code: 'ALREADY_APPLIED' } }] };
    expect(classifyAnswer(change('add'), 200, saved)).toBe('done');
  });

  it('is a conflict, with its reason, when the server refuses it', () => {
    expect(classifyAnswer(change('add'), 200, answer('addToCollection', 'NotFoundError'))).toBe('versionGone');
    expect(classifyAnswer(change('want'), 200, answer('wantVersion', 'NotFoundError'))).toBe('versionGone');
    expect(classifyAnswer(change('unwant'), 200, answer('unwantVersion', 'NotFoundError'))).toBe('versionGone');
    expect(classifyAnswer(change('edit'), 200, answer('updateCollectionItem', 'NotFoundError'))).toBe('copyGone');
    expect(classifyAnswer(change('trade'), 200, answer('updateCollectionItem', 'NotFoundError'))).toBe('copyGone');
    expect(classifyAnswer(change('edit'), 200, answer('updateCollectionItem', 'ValidationError'))).toBe('refused');
  });

  it('is done when removing a copy already gone: what the removal wanted', () => {
    expect(classifyAnswer(change('remove'), 200, answer('removeFromCollection', 'NotFoundError'))).toBe('done');
  });

  it('is tried again when it is no answer: GraphQL errors, a busy key, a server or gateway failure', () => {
    const errors = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });
    expect(classifyAnswer(change('add'), 200, errors('UNAUTHENTICATED'))).toBe('retry');
    expect(classifyAnswer(change('add'), 409, errors('IDEMPOTENCY_KEY_IN_USE'))).toBe('retry');
    expect(classifyAnswer(change('add'), 503, errors('DATABASE_UNAVAILABLE'))).toBe('retry');
    expect(classifyAnswer(change('add'), 502, answer('addToCollection', 'MutationAddToCollectionSuccess'))).toBe(
      'retry',
    );
    expect(classifyAnswer(change('add'), 200, null)).toBe('retry');
    expect(classifyAnswer(change('add'), 200, { data: { addToCollection: null } })).toBe('retry');
  });
});

describe('sending an outbox change', () => {
  it('is tried again, with nothing for the store, when the network fails', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendChange(change('add'), offline)).toEqual({ outcome: 'retry' });
  });

  it('hands the data to the page, the same on a replay', async () => {
    const data = { addToCollection: { __typename: 'MutationAddToCollectionSuccess', data: { item: { id: 'x' } } } };
    const server = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 })),
    );
    const first = await sendChange(change('add'), server);
    const replay = await sendChange(change('add'), server);
    expect(first).toEqual({ outcome: 'done', data });
    expect(replay).toEqual(first);
    expect(server.mock.calls.map(([url, init]) => [url, init])).toEqual([
      ['/graphql', changeRequest(change('add'))],
      ['/graphql', changeRequest(change('add'))],
    ]);
  });
});
