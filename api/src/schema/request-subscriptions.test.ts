import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';

const t = useTestApp({ seed: true });
let port: number;
const cookies = { submitter: '', voter: '', moderator: '' };
let submitterId: number;
let gameId: number;
let requestId: number;

beforeAll(async () => {
  port = await t.app.app.start(0);
  const submitter = await createTestUser(t.db, 'live_submitter');
  submitterId = submitter.id;
  cookies.submitter = submitter.cookie;
  cookies.voter = (await createTestUser(t.db, 'live_voter')).cookie;
  cookies.moderator = (await createTestUser(t.db, 'live_moderator', { role: 'MODERATOR' })).cookie;
  gameId = (await t.db.prisma.game.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } })).id;
});
// A pending request of its own for each test: one test's votes or moderation (which closes it)
// must not meet another's, whatever order they run in.
beforeEach(async () => {
  requestId = await insertRequest(t.db, { gameId, submitterId, expiresAt: new Date(Date.now() + 86_400_000) });
});
afterAll(() => t.app.app.stop());

const vote = (value: 'APPROVE' | 'REJECT') =>
  graphql(
    t.app,
    `
      mutation ($input: CastVoteInput!) {
        castVote(input: $input) {
          __typename
        }
      }
    `,
    { input: { requestId: requestGlobalId(requestId), value } },
    { cookie: cookies.voter },
  );

describe('requestUpdated', () => {
  it('delivers the new tally to a signed-in subscriber when someone votes, each time', async () => {
    const client = subscriptionClient(port, cookies.submitter);
    try {
      const live = subscriptionLive(t.app, 'requestUpdated');
      const updates = subscribe(
        client,
        'subscription ($id: ID!) { requestUpdated(id: $id) { approvals rejections approvalPercentage status } }',
        { id: requestGlobalId(requestId) },
      );
      await live;
      expect((await vote('APPROVE')).data.castVote.__typename).toBe('MutationCastVoteSuccess');
      expect(await updates.next()).toEqual({
        data: { requestUpdated: { approvals: 1, rejections: 0, approvalPercentage: 100, status: 'PENDING' } },
        // The request's sequence, which the client names to catch up after a reconnect.
        extensions: { sequence: 1 },
      });
      await vote('REJECT');
      expect(await updates.next()).toEqual({
        data: { requestUpdated: { approvals: 0, rejections: 1, approvalPercentage: 0, status: 'PENDING' } },
        extensions: { sequence: 2 },
      });
    } finally {
      await client.dispose();
    }
  });

  it('is refused to a visitor on subscribe', async () => {
    const client = subscriptionClient(port);
    try {
      const updates = subscribe(client, 'subscription ($id: ID!) { requestUpdated(id: $id) { status } }', {
        id: requestGlobalId(requestId),
      });
      const first = await updates.next();
      expect((first as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/log in first|permission/i);
    } finally {
      await client.dispose();
    }
  });
});

describe('commentAdded', () => {
  it('delivers each new comment on that request', async () => {
    const client = subscriptionClient(port, cookies.submitter);
    try {
      const live = subscriptionLive(t.app, 'commentAdded');
      const comments = subscribe(
        client,
        'subscription ($id: ID!) { commentAdded(requestId: $id) { body author { username } } }',
        { id: requestGlobalId(requestId) },
      );
      await live;
      const added = await graphql(
        t.app,
        `
          mutation ($input: AddCommentInput!) {
            addComment(input: $input) {
              __typename
            }
          }
        `,
        { input: { requestId: requestGlobalId(requestId), body: 'Looks right to me' } },
        { cookie: cookies.voter },
      );
      expect(added.data.addComment.__typename).toBe('MutationAddCommentSuccess');
      const comment = await t.db.prisma.comment.findFirstOrThrow({ where: { requestId }, orderBy: { id: 'desc' } });
      expect(await comments.next()).toEqual({
        data: { commentAdded: { body: 'Looks right to me', author: { username: 'live_voter' } } },
        // A comment's sequence is its id: comments are their own log.
        extensions: { sequence: comment.id },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe('requestFeed', () => {
  it('tells moderators about votes and moderator actions across the site, with the tally of each moment', async () => {
    const client = subscriptionClient(port, cookies.moderator);
    try {
      const live = subscriptionLive(t.app, 'requestFeed');
      const feed = subscribe(
        client,
        'subscription { requestFeed { kind request { databaseId status approvals rejections } } }',
      );
      await live;
      const event = (kind: string, status: string, approvals: number, rejections: number) => ({
        data: { requestFeed: { kind, request: { databaseId: requestId, status, approvals, rejections } } },
      });
      // The feed is site-wide: an earlier test's request may still announce itself (bursts are
      // coalesced and published a moment later), so read on to this request's events.
      const sequences: number[] = [];
      const next = async () => {
        for (;;) {
          const received = (await feed.next()) as {
            data?: { requestFeed?: { request?: { databaseId?: number } } };
            extensions: { sequence: number };
          };
          sequences.push(received.extensions.sequence);
          if (received.data?.requestFeed?.request?.databaseId === requestId) return { data: received.data };
        }
      };
      await vote('APPROVE');
      expect(await next()).toEqual(event('VOTED', 'PENDING', 1, 0));
      await vote('REJECT');
      expect(await next()).toEqual(event('VOTED', 'PENDING', 0, 1));
      await graphql(
        t.app,
        `
          mutation ($input: ModerateRequestInput!) {
            moderateRequest(input: $input) {
              __typename
            }
          }
        `,
        { input: { requestId: requestGlobalId(requestId), action: 'FORCE_REJECT' } },
        { cookie: cookies.moderator },
      );
      expect(await next()).toEqual(event('MODERATED', 'REJECTED', 0, 1));
      // The feed's one sequence, rising with every event whatever its request.
      expect(sequences.every((sequence, i) => i === 0 || sequence > sequences[i - 1]!)).toBe(true);
    } finally {
      await client.dispose();
    }
  });

  it('is refused to a user who is not a moderator', async () => {
    const client = subscriptionClient(port, cookies.voter);
    try {
      const first = await subscribe(client, 'subscription { requestFeed { kind } }').next();
      expect((first as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/log in first|permission/i);
    } finally {
      await client.dispose();
    }
  });
});
