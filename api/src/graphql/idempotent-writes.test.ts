// Issue 27, N11: a write retried with its Idempotency-Key answers the first result and creates
// nothing, also when two retries arrive at once. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL (scripts/test-postgres.mjs), where the two retries really are concurrent.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlResponse, useTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { schema } from '../schema/index.ts';
import { createContext } from '../context.ts';
import { useIdempotentWrites } from './idempotent-writes.ts';
import { IDEMPOTENCY_LIMITS } from './idempotency-store.ts';

const t = useTestApp({ seed: true });

const ADD = `mutation A($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename ... on MutationAddToCollectionSuccess { data { item { databaseId } } } } }`;

let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };
let versionId: string;

beforeAll(async () => {
  owner = await createTestUser(t.db, 'retrier');
  other = await createTestUser(t.db, 'other_retrier');
  const version = await t.db.prisma.version.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } });
  versionId = encodeGlobalID('Version', String(version.id));
});

const copies = (userId: number) => t.db.prisma.collectionItem.count({ where: { userId } });

function add(app: TestApp, cookie: string, key?: string, notes = 'first') {
  return graphqlResponse(
    app as TestApp,
    ADD,
    { input: { versionId, notes } },
    {
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    },
  );
}

const itemId = (response: Awaited<ReturnType<typeof add>>) =>
  response.body.data?.addToCollection?.data?.item?.databaseId as number | undefined;

describe('idempotent writes', () => {
  it('without a key, a retry writes again (what the keys are for)', async () => {
    const before = await copies(owner.id);
    await add(t.app, owner.cookie);
    await add(t.app, owner.cookie);
    expect(await copies(owner.id)).toBe(before + 2);
  });

  it('concurrent requests with one key create one copy, and all answer it', async () => {
    const before = await copies(owner.id);
    const answers = await Promise.all([1, 2, 3].map(() => add(t.app, owner.cookie, 'concurrent-1')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(itemId(answers[0]!)).toBeTypeOf('number');
    expect(new Set(answers.map(itemId)).size).toBe(1);
    expect(await copies(owner.id)).toBe(before + 1);
  });

  it('a later retry gets the first answer and writes nothing', async () => {
    const first = await add(t.app, owner.cookie, 'later-1');
    const before = await copies(owner.id);
    const retry = await add(t.app, owner.cookie, 'later-1');
    expect(retry.body).toEqual(first.body);
    expect(await copies(owner.id)).toBe(before);
  });

  it('the same key with other variables is a 422, and writes nothing', async () => {
    await add(t.app, owner.cookie, 'reused-1');
    const before = await copies(owner.id);
    const reused = await add(t.app, owner.cookie, 'reused-1', 'something else');
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await copies(owner.id)).toBe(before);
  });

  it("keys are each viewer's own", async () => {
    const before = await copies(other.id);
    const mine = await add(t.app, owner.cookie, 'shared-1');
    const theirs = await add(t.app, other.cookie, 'shared-1');
    expect(itemId(theirs)).not.toBe(itemId(mine));
    expect(await copies(other.id)).toBe(before + 1);
  });

  it('a malformed key is a 400', async () => {
    const response = await add(t.app, owner.cookie, 'x'.repeat(IDEMPOTENCY_LIMITS.maxKeyLength + 1));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_IDEMPOTENCY_KEY');
  });

  it('a refusal (nothing written) is not kept: the key stays free for a retry', async () => {
    const visitor = await add(t.app, '', 'refused-1');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.idempotentWrite.count({ where: { key: 'refused-1' } })).toBe(0);
  });
});

describe('over the WebSocket', () => {
  it('extensions.idempotencyKey makes a retried write answer the first result', async () => {
    const port = await t.app.app.start(0);
    // The socket's viewer is the upgrade request's cookie.
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: owner.cookie } });
      }
    }
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
    });
    const send = async () =>
      (
        await client
          .iterate({
            query: ADD,
            variables: { input: { versionId, notes: 'socket' } },
            extensions: { idempotencyKey: 'socket-1' },
          })
          .next()
      ).value as { data?: { addToCollection?: { data?: { item?: { databaseId?: number } } } } };
    try {
      const before = await copies(owner.id);
      const first = await send();
      const retry = await send();
      expect(first.data?.addToCollection?.data?.item?.databaseId).toBeTypeOf('number');
      expect(retry).toEqual(first);
      expect(await copies(owner.id)).toBe(before + 1);
    } finally {
      await client.dispose();
    }
  });
});

describe('with a clock', () => {
  let clock: Date;
  const yoga = () =>
    createYoga({
      schema,
      context: ({ request, req }: { request: Request; req?: never }) => createContext(t.app, request, req),
      plugins: [useIdempotentWrites(t.db, { now: () => clock })],
    });

  it('a key expires after a day: then it writes again', async () => {
    clock = new Date('2030-01-01T00:00:00Z');
    const app = { yoga: yoga() } as unknown as TestApp;
    const first = await add(app, owner.cookie, 'expiring-1');
    clock = new Date(clock.getTime() + (IDEMPOTENCY_LIMITS.keepSeconds - 1) * 1000);
    expect(itemId(await add(app, owner.cookie, 'expiring-1'))).toBe(itemId(first));
    clock = new Date(clock.getTime() + 1000);
    const after = await add(app, owner.cookie, 'expiring-1');
    expect(itemId(after)).toBeTypeOf('number');
    expect(itemId(after)).not.toBe(itemId(first));
  });

  it('a claim its process never answered goes stale, and a retry takes it over', async () => {
    clock = new Date('2030-02-01T00:00:00Z');
    const app = { yoga: yoga() } as unknown as TestApp;
    const first = await add(app, owner.cookie, 'stale-1');
    // As if the first request's process had died before storing its answer.
    await t.db.prisma.idempotentWrite.updateMany({
      where: { key: 'stale-1' },
      data: { result: Prisma.DbNull, claimedAt: clock },
    });
    clock = new Date(clock.getTime() + (IDEMPOTENCY_LIMITS.staleClaimSeconds + 1) * 1000);
    const retry = await add(app, owner.cookie, 'stale-1');
    expect(itemId(retry)).toBeTypeOf('number');
    expect(itemId(retry)).not.toBe(itemId(first));
  });

  it('a write committed whose answer then failed answers "already applied" on retry, and writes nothing more', async () => {
    clock = new Date('2030-03-01T00:00:00Z');
    // As if the first answer's fields had failed after the resolver's transaction committed.
    let failNext = true;
    const answerLost: Plugin = {
      onExecute: () => ({
        onExecuteDone: ({ result, setResult }) => {
          if (!failNext || Symbol.asyncIterator in result) return;
          failNext = false;
          setResult({ data: null, errors: [createGraphQLError('lost')] });
        },
      }),
    };
    const app = {
      yoga: createYoga({
        schema,
        context: ({ request, req }: { request: Request; req?: never }) => createContext(t.app, request, req),
        plugins: [answerLost, useIdempotentWrites(t.db, { now: () => clock })],
      }),
    } as unknown as TestApp;
    const before = await copies(owner.id);
    await add(app, owner.cookie, 'lost-answer-1');
    expect(await copies(owner.id)).toBe(before + 1);
    const retry = await add(app, owner.cookie, 'lost-answer-1');
    expect(retry.body.errors?.[0]?.extensions?.code).toBe('ALREADY_APPLIED');
    expect(await copies(owner.id)).toBe(before + 1);
  });
});
