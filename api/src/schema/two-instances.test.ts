// The docker-compose topology without containers: two app instances (own ports, own connection
// pools) on one PostgreSQL database and one Redis. Runs in the PostgreSQL + Redis pass of .ci/run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type Database } from '../db/database.ts';
import { buildTestApp, graphql, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!redisUrl || !postgres)('two instances behind a load balancer (PostgreSQL + Redis)', () => {
  let dbA: Database & { url?: string };
  let dbB: Database;
  let a: TestApp;
  let b: TestApp;
  let portB: number;

  beforeAll(async () => {
    dbA = await createTestDatabase({ seeded: true });
    dbB = await openPostgresDatabase(dbA.url!, 4);
    // Both name the one database, so they derive the same Redis prefix (and no other run's).
    a = buildTestApp(dbA, { REDIS_URL: redisUrl!, DATABASE_URL: dbA.url! });
    b = buildTestApp(dbB, { REDIS_URL: redisUrl!, DATABASE_URL: dbA.url! });
    await a.app.start(0);
    portB = await b.app.start(0);
  });
  afterAll(async () => {
    await Promise.all([a.app.stop(), b.app.stop()]);
    await Promise.all([a.close(), b.close()]);
    await dbB.close();
    await dbA.close();
  });

  it('a vote on one instance reaches a subscriber on the other', async () => {
    const submitter = await createTestUser(dbA, 'two_submitter');
    const voter = await createTestUser(dbA, 'two_voter');
    const [game] = await dbA.prisma.game.findMany({ select: { id: true }, take: 1, orderBy: { id: 'asc' } });
    const requestId = await insertRequest(dbA, {
      gameId: game!.id,
      submitterId: submitter.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const client = subscriptionClient(portB, submitter.cookie);
    try {
      const live = subscriptionLive(b, 'requestUpdated');
      const updates = subscribe(
        client,
        'subscription ($id: ID!) { requestUpdated(id: $id) { approvals viewerCanVote } }',
        { id: requestGlobalId(requestId) },
      );
      await live;
      const voted = await graphql(
        a,
        'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
        { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
        { cookie: voter.cookie },
      );
      expect(voted.data.castVote.__typename).toBe('MutationCastVoteSuccess');
      // Read on B, as B's subscriber (the submitter, who cannot vote on their own request).
      // With the request's first sequence, taken once in the database both instances share.
      expect(await updates.next()).toEqual({
        data: { requestUpdated: { approvals: 1, viewerCanVote: false } },
        extensions: { sequence: 1 },
      });
    } finally {
      await client.dispose();
    }
  });
});
