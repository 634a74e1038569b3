// Live updates across two instances over Redis (the PostgreSQL + Redis pass of .ci/run): each
// instance's hub hears every event once, and every watcher on either instance ends on the final
// state, never on an older one, whatever order the instances' events reach Redis in; and a
// moderator whose socket to one instance died catches up on the other, from the feed's window in
// a Redis stream (live/event-log-redis.ts), which both instances add to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type Database } from '../db/database.ts';
import { buildTestApp, graphql, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import {
  killableSubscriptionClient,
  subscribe,
  subscriptionClient,
  subscriptionLive,
  type Subscription,
} from '../../test/subscriptions.ts';
import { publishRequestEvent } from './request-events.ts';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const updates = 'subscription ($id: ID!) { requestUpdated(id: $id) { approvals viewerVote } }';

describe.skipIf(!redisUrl || !postgres)('live updates on two instances (PostgreSQL + Redis)', () => {
  let dbA: Database & { url?: string };
  let dbB: Database;
  let a: TestApp;
  let b: TestApp;
  const ports: number[] = [];
  let gameId: number;
  let submitterId: number;

  beforeAll(async () => {
    dbA = await createTestDatabase({ seeded: true });
    dbB = await openPostgresDatabase(dbA.url!, 4);
    const env = { REDIS_URL: redisUrl!, DATABASE_URL: dbA.url!, REDIS_PREFIX: `live-test-${process.pid}:` };
    a = buildTestApp(dbA, env);
    b = buildTestApp(dbB, env);
    ports.push(await a.app.start(0), await b.app.start(0));
    submitterId = (await createTestUser(dbA, 'redis_submitter')).id;
    const [game] = await dbA.prisma.game.findMany({ select: { id: true }, take: 1, orderBy: { id: 'asc' } });
    gameId = game!.id;
  });
  afterAll(async () => {
    await Promise.all([a.app.stop(), b.app.stop()]);
    await Promise.all([a.close(), b.close()]);
    await dbB.close();
    await dbA.close();
    // The live event log's keys (sequences, the feed's stream) have no expiry: not left behind.
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`live-test-${process.pid}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
    await redis.quit();
  });

  /** Two watchers on each instance, subscribed and heard by both hubs (and Redis). */
  async function watchOnBoth(requestId: number, name: string) {
    const clients: Client[] = [];
    const watching: Subscription<any>[] = [];
    for (const [index, app] of [a, b].entries()) {
      const live = subscriptionLive(app, 'requestUpdated', 2);
      for (let i = 0; i < 2; i++) {
        const watcher = await createTestUser(dbA, `${name}_${index}_${i}`);
        const client = subscriptionClient(ports[index]!, watcher.cookie);
        clients.push(client);
        watching.push(subscribe(client, updates, { id: requestGlobalId(requestId) }));
      }
      await live;
    }
    return { clients, watching };
  }

  /** Reads a watcher's updates until it has `approvals`; returns every count it saw on the way. */
  async function until(watcher: Subscription<any>, approvals: number): Promise<number[]> {
    const seen: number[] = [];
    while (seen.at(-1) !== approvals) seen.push((await watcher.next()).data.requestUpdated.approvals);
    return seen;
  }

  const nonDecreasing = (counts: number[]) => counts.every((count, i) => i === 0 || count >= counts[i - 1]!);

  it('every watcher on either instance ends on the final tally of votes cast through both', async () => {
    const requestId = await insertRequest(dbA, { gameId, submitterId, expiresAt: new Date(Date.now() + 86_400_000) });
    const { clients, watching } = await watchOnBoth(requestId, 'redis_final');
    try {
      const voters = await Promise.all(
        Array.from({ length: 8 }, (_, i) => createTestUser(dbA, `redis_final_voter_${i}`)),
      );
      // All at once, half through each instance: both coalesce and publish, their events cross.
      const answers = await Promise.all(
        voters.map((voter, i) =>
          graphql(
            i % 2 ? b : a,
            'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
            { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
            { cookie: voter.cookie },
          ),
        ),
      );
      for (const answer of answers) expect(answer.data.castVote.__typename).toBe('MutationCastVoteSuccess');
      for (const watcher of watching) expect(nonDecreasing(await until(watcher, voters.length))).toBe(true);
    } finally {
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });

  it('a moderator whose socket to one instance dies catches up on the other with what it missed', async () => {
    const moderator = await createTestUser(dbA, 'redis_catchup_moderator', { role: 'MODERATOR' });
    const requests = await Promise.all(
      [0, 1, 2, 3].map(() => insertRequest(dbA, { gameId, submitterId, expiresAt: new Date(Date.now() + 86_400_000) })),
    );
    const feed = 'subscription ($after: Int) { requestFeed(after: $after) { request { databaseId } } }';
    const dropped = killableSubscriptionClient(ports[0]!, moderator.cookie);
    const onB = subscriptionClient(ports[1]!, moderator.cookie);
    try {
      const live = subscriptionLive(a, 'requestFeed');
      const before = subscribe(dropped.client, feed);
      await live;
      // Published by the other instance: through Redis, with the sequence both share there.
      publishRequestEvent(b, 'CREATED', requests[0]!);
      // Other requests' events (the first test's coalesced vote updates) may come first.
      let seen = await before.next();
      while (seen.data.requestFeed.request.databaseId !== requests[0]) seen = await before.next();
      dropped.kill();
      publishRequestEvent(a, 'CREATED', requests[1]!);
      publishRequestEvent(b, 'CREATED', requests[2]!);
      await Promise.all([a.tasks.settled(), b.tasks.settled()]);

      const rejoined = subscriptionLive(b, 'requestFeed');
      const after = subscribe(onB, feed, { after: seen.extensions.sequence });
      await rejoined;
      publishRequestEvent(a, 'CREATED', requests[3]!);
      // This test's three come among any other request's, each numbered after the last seen.
      const received: any[] = [];
      const ours = () => received.filter((event) => requests.includes(event.data.requestFeed.request.databaseId));
      while (ours().length < 3) received.push(await after.next());
      // The two published while it was away went out at once from two instances: either may have
      // taken the lower sequence. The one published after it rejoined comes last.
      const ids = ours().map((event) => event.data.requestFeed.request.databaseId);
      expect(ids.slice(0, 2).sort()).toEqual([requests[1], requests[2]].sort());
      expect(ids[2]).toBe(requests[3]);
      const sequences = received.map((event) => event.extensions.sequence as number);
      expect(sequences[0]).toBeGreaterThan(seen.extensions.sequence as number);
      expect(sequences.every((sequence, i) => i === 0 || sequence > sequences[i - 1]!)).toBe(true);
      // Kept in the Redis stream, not in PostgreSQL.
      expect(await dbA.prisma.liveEvent.count()).toBe(0);
      expect(await dbA.prisma.liveStream.count()).toBe(0);
    } finally {
      await Promise.all([dropped.client.dispose(), onB.dispose()]);
    }
  });

  it('an older state reaching Redis last is not what watchers are left with', async () => {
    const requestId = await insertRequest(dbA, { gameId, submitterId, expiresAt: new Date(Date.now() + 86_400_000) });
    const { clients, watching } = await watchOnBoth(requestId, 'redis_order');
    try {
      const voters = await Promise.all([1, 2, 3].map((i) => createTestUser(dbA, `redis_order_voter_${i}`)));
      const vote = (voter: { id: number }) =>
        dbA.prisma.vote.create({ data: { requestId, userId: voter.id, value: 'APPROVE' } });
      const event = (approvals: number, voter: { id: number }) => ({
        requestId,
        submitterId,
        tally: { approvals, rejections: 0 },
        votes: [{ userId: voter.id, value: 'APPROVE' as const }],
        votesCleared: false,
      });
      await vote(voters[0]!);
      await vote(voters[1]!);
      // B read the tally after both votes, A after the first only, and A's event arrives second.
      b.pubsub.publish('requestUpdated', requestId, event(2, voters[1]!));
      a.pubsub.publish('requestUpdated', requestId, event(1, voters[0]!));
      await vote(voters[2]!);
      a.pubsub.publish('requestUpdated', requestId, event(3, voters[2]!));
      for (const watcher of watching) {
        const seen = await until(watcher, 3);
        expect(seen.every((count) => count >= 2)).toBe(true);
        expect(nonDecreasing(seen)).toBe(true);
      }
    } finally {
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });
});
