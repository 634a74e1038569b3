import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import { castVote } from '../requests/vote.ts';
import { VotingClosedError } from '../requests/errors.ts';

const t = useTestApp({ seed: true });

const vote = /* GraphQL */ `
  mutation Vote($input: CastVoteInput!) {
    castVote(input: $input) {
      __typename
      ... on MutationCastVoteSuccess {
        data {
          databaseId
          approvals
          rejections
          approvalPercentage
          viewerVote
          viewerCanVote
          votes {
            edges {
              node {
                value
                user {
                  username
                }
              }
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const DAY = 24 * 3600 * 1000;
let gameId: number;
let submitter: { id: number; cookie: string };
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
let moderator: { id: number; cookie: string };
let admin: { id: number; cookie: string };

beforeAll(async () => {
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  submitter = await createTestUser(t.db, 'submitter');
  alice = await createTestUser(t.db, 'alice');
  bob = await createTestUser(t.db, 'bob');
  moderator = await createTestUser(t.db, 'voting_mod', { role: 'MODERATOR' });
  admin = await createTestUser(t.db, 'voting_admin', { role: 'ADMIN' });
});

const castAs = (cookie: string | undefined, requestId: number, value: 'APPROVE' | 'REJECT') =>
  graphql(
    t.app,
    vote,
    { input: { requestId: requestGlobalId(requestId), value } },
    cookie ? { cookie } : {},
  ) as Promise<any>;

describe('castVote', () => {
  it('counts votes, shows each voter, and lets a voter change their mind while pending', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    const first = await castAs(alice.cookie, id, 'APPROVE');
    expect(first.data.castVote).toMatchObject({
      __typename: 'MutationCastVoteSuccess',
      data: { approvals: 1, rejections: 0, approvalPercentage: 100, viewerVote: 'APPROVE', viewerCanVote: true },
    });
    const second = await castAs(bob.cookie, id, 'REJECT');
    expect(second.data.castVote.data).toMatchObject({
      approvals: 1,
      rejections: 1,
      approvalPercentage: 50,
      viewerVote: 'REJECT',
    });
    expect(second.data.castVote.data.votes.edges.map((e: any) => [e.node.user.username, e.node.value])).toEqual([
      ['bob', 'REJECT'],
      ['alice', 'APPROVE'],
    ]);
    const changed = await castAs(alice.cookie, id, 'REJECT');
    expect(changed.data.castVote.data).toMatchObject({
      approvals: 0,
      rejections: 2,
      approvalPercentage: 0,
      viewerVote: 'REJECT',
    });
    expect(await t.db.prisma.vote.count({ where: { requestId: id } })).toBe(2);
  });

  it('refuses the submitter a vote on their own request', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    const result = await castAs(submitter.cookie, id, 'APPROVE');
    expect(result.data.castVote).toEqual({
      __typename: 'OwnRequestError',
      message: 'You cannot vote on your own request',
    });
    const seen: any = await graphql(
      t.app,
      'query($id: Int!) { request(databaseId: $id) { viewerCanVote viewerVote } }',
      { id },
      { cookie: submitter.cookie },
    );
    expect(seen.data.request).toEqual({ viewerCanVote: false, viewerVote: null });
  });

  it('closes voting once the request is resolved or past its expiry', async () => {
    const resolved = await insertRequest(t.db, { gameId, submitterId: submitter.id, status: 'APPROVED' });
    const due = await insertRequest(t.db, {
      gameId,
      submitterId: submitter.id,
      createdAt: new Date(Date.now() - 15 * DAY),
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const id of [resolved, due]) {
      expect((await castAs(alice.cookie, id, 'APPROVE')).data.castVote).toEqual({
        __typename: 'VotingClosedError',
        message: 'Voting is closed for this request',
      });
      const seen: any = await graphql(
        t.app,
        'query($id: Int!) { request(databaseId: $id) { votingOpen viewerCanVote daysRemaining } }',
        { id },
        { cookie: alice.cookie },
      );
      expect(seen.data.request).toEqual({ votingOpen: false, viewerCanVote: false, daysRemaining: 0 });
    }
    expect(await t.db.prisma.vote.count({ where: { requestId: { in: [resolved, due] } } })).toBe(0);
  });

  it('answers NotFoundError for a request that does not exist', async () => {
    expect((await castAs(alice.cookie, 999_999, 'APPROVE')).data.castVote).toEqual({
      __typename: 'NotFoundError',
      message: 'This request does not exist',
    });
  });

  it('drops the votes of a deleted account from the count', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    const leaving = await createTestUser(t.db, 'leaving');
    await castAs(leaving.cookie, id, 'APPROVE');
    await castAs(bob.cookie, id, 'REJECT');
    await t.db.prisma.user.delete({ where: { id: leaving.id } });
    const seen: any = await graphql(
      t.app,
      'query($id: Int!) { request(databaseId: $id) { approvals rejections approvalPercentage } }',
      { id },
    );
    expect(seen.data.request).toEqual({ approvals: 0, rejections: 1, approvalPercentage: 0 });
  });

  it('sees the request closed when the expiry job resolved it first (the vote reads the locked row)', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    // What the job does inside its transaction; the vote, run after it commits, must not count.
    await t.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Request" WHERE id = ${id} FOR UPDATE SKIP LOCKED`;
      await tx.request.update({ where: { id }, data: { status: 'REJECTED', resolvedAt: new Date() } });
    });
    await expect(castVote(t.db.prisma, id, alice.id, 'APPROVE')).rejects.toBeInstanceOf(VotingClosedError);
  });
});

describe('castVote against the expiry job', () => {
  // PGlite has one connection, so two transactions cannot overlap there; PostgreSQL shows the lock at work.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'waits while the job holds the request and then finds voting closed, so no vote slips in after the tally',
    async () => {
      const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
      let claimed!: () => void;
      let finish!: () => void;
      const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      const job = t.db.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM "Request" WHERE id = ${id} FOR UPDATE SKIP LOCKED`;
          claimed();
          await finishing;
          await tx.request.update({ where: { id }, data: { status: 'REJECTED', resolvedAt: new Date() } });
        },
        { timeout: 20_000 },
      );
      await isClaimed;
      let settledEarly = false;
      const vote = castVote(t.db.prisma, id, alice.id, 'APPROVE')
        .then(
          () => 'counted',
          (error: unknown) => error,
        )
        .finally(() => (settledEarly = true));
      // Until PostgreSQL shows the vote waiting for the job's row lock, or the vote is through.
      const waitingForLock = async () =>
        (
          await t.db.sql.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        )[0]!.waiting > 0;
      while (!settledEarly && !(await waitingForLock()));
      expect(settledEarly).toBe(false);
      finish();
      await job;
      expect(await vote).toBeInstanceOf(VotingClosedError);
      expect(await t.db.prisma.vote.count({ where: { requestId: id } })).toBe(0);
    },
  );
});

describe('castVote events', () => {
  it("tells the request page and the moderators' feed after the vote is stored", async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    const page = t.app.pubsub.subscribe('requestUpdated', id)[Symbol.asyncIterator]();
    const feed = t.app.pubsub.subscribe('requestFeed')[Symbol.asyncIterator]();
    // Events of earlier tests' requests may still be on their way (bursts are held up to 100 ms).
    const ofThisRequest = async () => {
      for (;;) {
        const event = await feed.next();
        if (event.done || event.value.requestId === id) return event;
      }
    };
    const heard = Promise.all([page.next(), ofThisRequest()]);
    await castAs(alice.cookie, id, 'APPROVE');
    const [update, event] = await heard;
    // Who voted what; each instance's hub reads the tally once per event when it delivers it
    // (live/broadcast.ts), so the published event carries none.
    const change = {
      requestId: id,
      submitterId: submitter.id,
      votes: [{ userId: alice.id, value: 'APPROVE' }],
      votesCleared: false,
    };
    // The request's first event: its sequence is 1 (live/event-log.ts).
    expect(update.value).toEqual({ ...change, sequence: 1 });
    expect(event.value).toMatchObject({ kind: 'VOTED', ...change });
    await Promise.all([page.return?.(), feed.return?.()]);
  });
});

describe('who may vote', () => {
  it('refuses visitors', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    const result = await castAs(undefined, id, 'APPROVE');
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });

  it('lets users, moderators and administrators vote on requests of others', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    for (const who of [alice, moderator, admin])
      expect((await castAs(who.cookie, id, 'APPROVE')).data.castVote.__typename).toBe('MutationCastVoteSuccess');
    const seen: any = await graphql(t.app, 'query($id: Int!) { request(databaseId: $id) { approvals } }', { id });
    expect(seen.data.request.approvals).toBe(3);
  });

  it('refuses moderators a vote on their own request too', async () => {
    const id = await insertRequest(t.db, { gameId, submitterId: moderator.id });
    expect((await castAs(moderator.cookie, id, 'APPROVE')).data.castVote.__typename).toBe('OwnRequestError');
  });
});
