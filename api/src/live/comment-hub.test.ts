// A discussion's comments are fanned out by the topic's hub (broadcast.ts), like request events:
// one listener for all the discussion's subscribers, and every comment shown once, in the order
// it is heard, even one that committed after a later one (ids are taken before commits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';
import { publishRequestEvent } from './request-events.ts';

const t = useTestApp({ seed: true, env: { WS_MAX_SOCKETS_PER_ADDRESS: '50' } });
let port: number;
let author: { id: number; cookie: string };
let requestOf: () => Promise<number>;

beforeAll(async () => {
  port = await t.app.app.start(0);
  author = await createTestUser(t.db, 'hub_comment_author');
  const gameId = (await t.db.prisma.game.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } })).id;
  requestOf = () =>
    insertRequest(t.db, { gameId, submitterId: author.id, expiresAt: new Date(Date.now() + 86_400_000) });
});
afterAll(() => t.app.app.stop());

type Added = { data: { commentAdded: { body: string } }; extensions: { sequence: number } };
const query = 'subscription ($id: ID!, $after: Int) { commentAdded(requestId: $id, after: $after) { body } }';
const insertComment = (requestId: number, body: string, id?: number) =>
  t.db.prisma.comment.create({ data: { id, requestId, authorId: author.id, body }, select: { id: true } });
const published = (requestId: number, commentId: number) =>
  publishRequestEvent(t.app, 'COMMENTED', requestId, { commentId });

describe('a discussion with many subscribers', () => {
  it('listens to its topic once for all of them, and each receives every comment', async () => {
    const requestId = await requestOf();
    const pubsub = t.app.pubsub;
    const original = pubsub.subscribe;
    let listeners = 0;
    pubsub.subscribe = ((...args: Parameters<typeof original>) => {
      if (args[0] === 'commentAdded') listeners++;
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof original;
    const clients = Array.from({ length: 10 }, () => subscriptionClient(port, author.cookie));
    try {
      const live = subscriptionLive(t.app, 'commentAdded', clients.length);
      const threads = clients.map((client) => subscribe<Added>(client, query, { id: requestGlobalId(requestId) }));
      await live;
      for (const body of ['One comment', 'Another comment']) {
        const { id } = await insertComment(requestId, body);
        published(requestId, id);
        for (const result of await Promise.all(threads.map((thread) => thread.next())))
          expect(result).toEqual({ data: { commentAdded: { body } }, extensions: { sequence: id } });
      }
      expect(listeners).toBe(1);
    } finally {
      pubsub.subscribe = original;
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });
});

describe('a subscriber catching up on a discussion', () => {
  it('is sent a comment that committed after a later one it caught up on, and none twice', async () => {
    const requestId = await requestOf();
    const seen = await insertComment(requestId, 'Seen before the socket was lost');
    // Two comments whose ids are taken in one order and commits land in the other: the catch-up
    // reads only the later one, the earlier one commits (and is published) after it.
    const early = await insertComment(requestId, 'Committed last');
    await t.db.prisma.comment.delete({ where: { id: early.id } });
    const late = await insertComment(requestId, 'Committed first');
    const client = subscriptionClient(port, author.cookie);
    try {
      const live = subscriptionLive(t.app, 'commentAdded');
      const thread = subscribe<Added>(client, query, { id: requestGlobalId(requestId), after: seen.id });
      await live;
      expect(await thread.next()).toMatchObject({ data: { commentAdded: { body: 'Committed first' } } });
      // The catch-up's comment's own event comes after it: not sent again.
      published(requestId, late.id);
      await insertComment(requestId, 'Committed last', early.id);
      published(requestId, early.id);
      expect(await thread.next()).toEqual({
        data: { commentAdded: { body: 'Committed last' } },
        extensions: { sequence: early.id },
      });
      const next = await insertComment(requestId, 'And a new one');
      published(requestId, next.id);
      expect((await thread.next()).data.commentAdded.body).toBe('And a new one');
    } finally {
      await client.dispose();
    }
  });
});
