// Catch-up after a lost socket (issue 25): a socket is killed mid-stream, events happen while it
// is gone, and a new subscription naming the last sequence it saw gets exactly what it missed,
// then the live events, with nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import {
  killableSubscriptionClient,
  subscribe,
  subscriptionClient,
  subscriptionLive,
} from '../../test/subscriptions.ts';
import { publishRequestEvent } from './request-events.ts';

const t = useTestApp({ seed: true });
let port: number;
const cookies = { submitter: '', moderator: '' };
let submitterId: number;
let gameId: number;
const voters: { id: number; cookie: string }[] = [];

beforeAll(async () => {
  port = await t.app.app.start(0);
  const submitter = await createTestUser(t.db, 'catchup_submitter');
  submitterId = submitter.id;
  cookies.submitter = submitter.cookie;
  cookies.moderator = (await createTestUser(t.db, 'catchup_moderator', { role: 'MODERATOR' })).cookie;
  for (let i = 0; i < 4; i++) voters.push(await createTestUser(t.db, `catchup_voter_${i}`));
  gameId = (await t.db.prisma.game.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } })).id;
});
afterAll(() => t.app.app.stop());

const newRequest = () => insertRequest(t.db, { gameId, submitterId, expiresAt: new Date(Date.now() + 86_400_000) });

const killableClient = (cookie: string) => killableSubscriptionClient(port, cookie);

type Feed = {
  data: { requestFeed: { kind: string; request: { databaseId: number } } };
  extensions: { sequence: number };
};
const feedQuery = 'subscription ($after: Int) { requestFeed(after: $after) { kind request { databaseId } } }';

describe('the moderators’ feed', () => {
  it('sends exactly the events missed while the socket was down, in order, then the live ones', async () => {
    const [first, second, third, fourth] = [
      await newRequest(),
      await newRequest(),
      await newRequest(),
      await newRequest(),
    ];
    const dropped = killableClient(cookies.moderator);
    const live = subscriptionLive(t.app, 'requestFeed');
    const before = subscribe<Feed>(dropped.client, feedQuery);
    await live;
    publishRequestEvent(t.app, 'CREATED', first);
    const seen = await before.next();
    expect(seen.data.requestFeed.request.databaseId).toBe(first);
    dropped.kill();

    // While it is gone: two requests' events, stored with the feed's next sequences (one after
    // the other: two requests' events published at once may take them in either order).
    publishRequestEvent(t.app, 'CREATED', second);
    await t.app.tasks.settled();
    publishRequestEvent(t.app, 'CREATED', third);
    await t.app.tasks.settled();

    const client = subscriptionClient(port, cookies.moderator);
    try {
      const rejoined = subscriptionLive(t.app, 'requestFeed');
      const after = subscribe<Feed>(client, feedQuery, { after: seen.extensions.sequence });
      await rejoined;
      publishRequestEvent(t.app, 'CREATED', fourth);
      const received = [await after.next(), await after.next(), await after.next()];
      expect(received.map((event) => event.data.requestFeed.request.databaseId)).toEqual([second, third, fourth]);
      const start = seen.extensions.sequence;
      expect(received.map((event) => event.extensions.sequence)).toEqual([start + 1, start + 2, start + 3]);
    } finally {
      await Promise.all([client.dispose(), dropped.client.dispose()]);
    }
  });

  it('sends nothing again to a subscriber that names the latest sequence', async () => {
    const [first, second] = [await newRequest(), await newRequest()];
    publishRequestEvent(t.app, 'CREATED', first);
    await t.app.tasks.settled();
    const latest = await t.app.liveEvents.currentSequence('feed');
    const client = subscriptionClient(port, cookies.moderator);
    try {
      const live = subscriptionLive(t.app, 'requestFeed');
      const feed = subscribe<Feed>(client, feedQuery, { after: latest });
      await live;
      publishRequestEvent(t.app, 'CREATED', second);
      const next = await feed.next();
      expect(next.data.requestFeed.request.databaseId).toBe(second);
      expect(next.extensions.sequence).toBe(latest + 1);
    } finally {
      await client.dispose();
    }
  });
});

type Updated = {
  data: { requestUpdated: { approvals: number; viewerVote: string | null } };
  extensions: { sequence: number };
};
const updatedQuery =
  'subscription ($id: ID!, $after: Int) { requestUpdated(id: $id, after: $after) { approvals viewerVote } }';
const castVote = (requestId: number, cookie: string) =>
  graphql(
    t.app,
    'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
    { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
    { cookie },
  );

describe('a request’s watchers', () => {
  it('are sent the request as it is now when they missed anything, and nothing when they did not', async () => {
    const requestId = await newRequest();
    const dropped = killableClient(voters[0]!.cookie);
    const live = subscriptionLive(t.app, 'requestUpdated');
    const before = subscribe<Updated>(dropped.client, updatedQuery, { id: requestGlobalId(requestId) });
    await live;
    await castVote(requestId, voters[0]!.cookie);
    const seen = await before.next();
    expect(seen.data.requestUpdated).toEqual({ approvals: 1, viewerVote: 'APPROVE' });
    dropped.kill();

    await castVote(requestId, voters[1]!.cookie);
    await t.app.tasks.settled();
    await castVote(requestId, voters[2]!.cookie);
    await t.app.tasks.settled();

    const client = subscriptionClient(port, voters[0]!.cookie);
    try {
      const after = subscribe<Updated>(client, updatedQuery, {
        id: requestGlobalId(requestId),
        after: seen.extensions.sequence,
      });
      // One event, with the state as of now and the sequence of the last event missed.
      const caughtUp = await after.next();
      expect(caughtUp).toEqual({
        data: { requestUpdated: { approvals: 3, viewerVote: 'APPROVE' } },
        extensions: { sequence: seen.extensions.sequence + 2 },
      });

      // Named the latest: no catch-up, so the next thing it hears is the next vote.
      const current = subscriptionClient(port, voters[1]!.cookie);
      try {
        const live = subscriptionLive(t.app, 'requestUpdated');
        const upToDate = subscribe<Updated>(current, updatedQuery, {
          id: requestGlobalId(requestId),
          after: caughtUp.extensions.sequence,
        });
        await live;
        await castVote(requestId, voters[3]!.cookie);
        expect((await upToDate.next()).data.requestUpdated).toEqual({ approvals: 4, viewerVote: 'APPROVE' });
        expect((await after.next()).data.requestUpdated.approvals).toBe(4);
      } finally {
        await current.dispose();
      }
    } finally {
      await Promise.all([client.dispose(), dropped.client.dispose()]);
    }
  });
});

type Added = { data: { commentAdded: { body: string } }; extensions: { sequence: number } };
const commentQuery = 'subscription ($id: ID!, $after: Int) { commentAdded(requestId: $id, after: $after) { body } }';
const addComment = (requestId: number, body: string) =>
  graphql(
    t.app,
    'mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename } }',
    { input: { requestId: requestGlobalId(requestId), body } },
    { cookie: voters[0]!.cookie },
  );

describe('a request’s discussion', () => {
  it('sends the comments added while the socket was down, then the new ones, each once', async () => {
    const requestId = await newRequest();
    const dropped = killableClient(cookies.submitter);
    const live = subscriptionLive(t.app, 'commentAdded');
    const before = subscribe<Added>(dropped.client, commentQuery, { id: requestGlobalId(requestId) });
    await live;
    await addComment(requestId, 'First comment here');
    const seen = await before.next();
    expect(seen.data.commentAdded.body).toBe('First comment here');
    dropped.kill();

    await addComment(requestId, 'Second comment here');
    await addComment(requestId, 'Third comment here');

    const client = subscriptionClient(port, cookies.submitter);
    try {
      const rejoined = subscriptionLive(t.app, 'commentAdded');
      const after = subscribe<Added>(client, commentQuery, {
        id: requestGlobalId(requestId),
        after: seen.extensions.sequence,
      });
      await rejoined;
      await addComment(requestId, 'Fourth comment here');
      const received = [await after.next(), await after.next(), await after.next()];
      expect(received.map((comment) => comment.data.commentAdded.body)).toEqual([
        'Second comment here',
        'Third comment here',
        'Fourth comment here',
      ]);
      const sequences = received.map((comment) => comment.extensions.sequence);
      expect(new Set(sequences).size).toBe(3);
    } finally {
      await Promise.all([client.dispose(), dropped.client.dispose()]);
    }
  });
});

describe('a crowd back at once (a restart drops every socket of an instance)', () => {
  it('is caught up for the same SQL statements whether 1, 10 or 40 come back, each with every comment once', async () => {
    const requestId = await newRequest();
    await addComment(requestId, 'Seen before the drop');
    const after = (await t.db.prisma.comment.findFirstOrThrow({ where: { requestId }, orderBy: { id: 'desc' } })).id;
    const missed = ['Missed one', 'Missed two', 'Missed three'];
    for (const body of missed) await addComment(requestId, body);

    const statements: number[] = [];
    for (const count of [1, 10, 40]) {
      // One socket, as a reconnecting page has: its subscriptions arrive one message at a time.
      const client = subscriptionClient(port, cookies.submitter);
      try {
        await t.app.tasks.settled();
        t.db.statements.texts = [];
        await countStatements(t.db, async () => {
          const crowd = Array.from({ length: count }, () =>
            subscribe<Added>(client, commentQuery, { id: requestGlobalId(requestId), after }),
          );
          const received = await Promise.all(
            crowd.map(async (one) => [await one.next(), await one.next(), await one.next()]),
          );
          for (const comments of received)
            expect(comments.map((comment) => comment.data.commentAdded.body)).toEqual(missed);
        });
        // Besides each subscription's session lookup, which every operation makes, as a request does.
        statements.push(t.db.statements.texts.filter((text) => !text.includes('"tokenHash"')).length);
      } finally {
        t.db.statements.texts = undefined;
        await client.dispose();
      }
    }
    // Caught up one by one, 40 cost 40 times the reads of one (a read of what was missed, one per
    // comment, the acknowledgement's sequence); in batches, a few batches' worth whatever the crowd.
    // (Five batches' worth: on a loaded runner the crowd's messages arrive spread over more batches,
    // 16 statements for 10 in one CI rehearsal; one by one they would cost 10 and 40 times.)
    expect(statements[1]).toBeLessThanOrEqual(5 * statements[0]!);
    expect(statements[2]).toBeLessThanOrEqual(5 * statements[0]!);
  });
});
describe('a request’s discussion, before its first comment', () => {
  /** The web client's way: a raw subscribe asking to be told once it is live. */
  function acknowledgedComments(requestId: number, cookie: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    const acknowledged = new Promise<{ sequence: number }>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('error', reject);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'connection_ack')
          socket.send(
            JSON.stringify({
              id: 'c',
              type: 'subscribe',
              payload: {
                query: commentQuery,
                variables: { id: requestGlobalId(requestId) },
                extensions: { acknowledge: true },
              },
            }),
          );
        if (message.type === 'next' && message.payload.extensions?.acknowledged) resolve(message.payload.extensions);
      });
    });
    return { socket, acknowledged };
  }

  it('is acknowledged with the thread’s last comment, from which a client that saw none catches up', async () => {
    const requestId = await newRequest();
    await addComment(requestId, 'Before anyone watched');
    const latest = (await t.db.prisma.comment.findFirstOrThrow({ where: { requestId }, orderBy: { id: 'desc' } })).id;
    const first = acknowledgedComments(requestId, cookies.submitter);
    // Lost before any comment came: the acknowledgement's sequence is all it has to name.
    const { sequence } = await first.acknowledged;
    expect(sequence).toBe(latest);
    first.socket.terminate();

    await addComment(requestId, 'Added while it was away');
    const client = subscriptionClient(port, cookies.submitter);
    try {
      const after = subscribe<Added>(client, commentQuery, { id: requestGlobalId(requestId), after: sequence });
      expect((await after.next()).data.commentAdded.body).toBe('Added while it was away');
    } finally {
      await client.dispose();
    }
  });
});
