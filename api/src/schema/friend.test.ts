import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { LIMITS } from '#shared/rules';

const t = useTestApp();

const change = (name: string, input: string, refusals: boolean) => /* GraphQL */ `
  mutation ${name[0]!.toUpperCase()}${name.slice(1)}($input: ${input}!) {
    ${name}(input: $input) {
      __typename
      ... on Error { message }
      ${refusals ? '... on FriendshipError { reason } ... on ValidationError { fieldErrors { field code limit } }' : ''}
      ... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success {
        data { user { username viewerFriendship } friendRequest { id message status from { username } to { username } } }
      }
    }
  }
`;
const send = change('sendFriendRequest', 'SendFriendRequestInput', true);
const accept = change('acceptFriendRequest', 'FriendRequestIdInput', false);
const decline = change('declineFriendRequest', 'FriendRequestIdInput', false);
const cancel = change('cancelFriendRequest', 'FriendRequestIdInput', false);
const unfriend = change('unfriend', 'UnfriendInput', true);

const requests = /* GraphQL */ `
  query Requests($direction: FriendRequestDirection!) {
    viewer {
      friendRequests(direction: $direction) {
        edges {
          node {
            message
            from {
              username
            }
            to {
              username
            }
          }
        }
      }
    }
  }
`;

type Person = { id: number; username: string; cookie: string; globalId: string };
const people: Record<string, Person> = {};
const makeUser = async (name: string) => {
  const user = await createTestUser(t.db, name);
  people[name] = { ...user, globalId: Buffer.from(`User:${user.id}`).toString('base64') };
};
beforeAll(async () => {
  for (const name of ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus']) await makeUser(name);
});

async function run(query: string, as: string, input: Record<string, unknown>) {
  const result: any = await graphql(t.app, query, { input }, { cookie: people[as]!.cookie });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data)[0] as any;
}
const sendTo = (from: string, to: string, message?: string) =>
  run(send, from, { userId: people[to]!.globalId, message });
const pendingBetween = (a: string, b: string) =>
  t.db.prisma.friendRequest.count({
    where: {
      status: 'PENDING',
      OR: [
        { fromId: people[a]!.id, toId: people[b]!.id },
        { fromId: people[b]!.id, toId: people[a]!.id },
      ],
    },
  });
const areFriends = async (a: string, b: string) => {
  const [x, y] = [people[a]!.id, people[b]!.id].sort((p, q) => p - q);
  return (await t.db.prisma.friendship.count({ where: { userAId: x, userBId: y } })) === 1;
};

// One story, told in order even under --sequence.shuffle: each step starts where the ones
// before it left these seven people (who asked whom, who are friends).
describe('friends', { shuffle: false }, () => {
  describe('sending a friend request', () => {
    it('sends with a message; both see it pending, the profile button says who asked', async () => {
      const sent = await sendTo('ann', 'bob', '  Hi Bob, fellow Game Boy fan  ');
      expect(sent.data).toMatchObject({
        user: { username: 'bob', viewerFriendship: 'REQUEST_SENT' },
        friendRequest: {
          message: 'Hi Bob, fellow Game Boy fan',
          status: 'PENDING',
          from: { username: 'ann' },
          to: { username: 'bob' },
        },
      });
      const received: any = await graphql(t.app, requests, { direction: 'RECEIVED' }, { cookie: people.bob!.cookie });
      expect(received.data.viewer.friendRequests.edges).toEqual([
        { node: { message: 'Hi Bob, fellow Game Boy fan', from: { username: 'ann' }, to: { username: 'bob' } } },
      ]);
      const bobSees: any = await graphql(
        t.app,
        '{ user(username: "ann") { viewerFriendship viewerFriendRequest { message } } }',
        {},
        { cookie: people.bob!.cookie },
      );
      expect(bobSees.data.user).toEqual({
        viewerFriendship: 'REQUEST_RECEIVED',
        viewerFriendRequest: { message: 'Hi Bob, fellow Game Boy fan' },
      });
    });

    it('refuses a second pending request between the same two users', async () => {
      expect(await sendTo('ann', 'bob')).toMatchObject({ __typename: 'FriendshipError', reason: 'ALREADY_REQUESTED' });
      expect(await pendingBetween('ann', 'bob')).toBe(1);
    });

    it("accepts the other one's request when they had already asked", async () => {
      const crossed = await sendTo('bob', 'ann', 'Sure!');
      expect(crossed.data).toMatchObject({
        user: { username: 'ann', viewerFriendship: 'FRIENDS' },
        friendRequest: { status: 'ACCEPTED', from: { username: 'ann' } },
      });
      expect(await pendingBetween('ann', 'bob')).toBe(0);
      expect(await areFriends('ann', 'bob')).toBe(true);
    });

    it('refuses yourself, an existing friend and an unknown user', async () => {
      expect(await sendTo('ann', 'ann')).toMatchObject({
        __typename: 'FriendshipError',
        reason: 'SELF',
        message: 'You cannot befriend yourself',
      });
      expect(await sendTo('ann', 'bob')).toMatchObject({ __typename: 'FriendshipError', reason: 'ALREADY_FRIENDS' });
      const unknown = await run(send, 'ann', { userId: Buffer.from('User:999999').toString('base64') });
      expect(unknown.fieldErrors).toEqual([{ field: 'userId', code: 'notFound', limit: null }]);
    });

    it(`allows a ${LIMITS.friendMessageMax}-character message and refuses a longer one`, async () => {
      const tooLong = await sendTo('cat', 'dan', 'x'.repeat(LIMITS.friendMessageMax + 1));
      expect(tooLong).toMatchObject({
        __typename: 'ValidationError',
        fieldErrors: [{ field: 'message', code: 'tooLong', limit: LIMITS.friendMessageMax }],
      });
      expect(await pendingBetween('cat', 'dan')).toBe(0);
      const longest = await sendTo('cat', 'dan', 'x'.repeat(LIMITS.friendMessageMax));
      expect(longest.data.friendRequest.message).toHaveLength(LIMITS.friendMessageMax);
    });

    it('keeps one pending request when both ask at the same moment', async () => {
      const [first, second] = await Promise.all([sendTo('eve', 'fay'), sendTo('fay', 'eve')]);
      expect([first.__typename, second.__typename]).toEqual([
        'MutationSendFriendRequestSuccess',
        'MutationSendFriendRequestSuccess',
      ]);
      expect(await pendingBetween('eve', 'fay')).toBe(0);
      expect(await areFriends('eve', 'fay')).toBe(true);
    });

    it('is for signed-in users only', async () => {
      const visitor: any = await graphql(t.app, send, { input: { userId: people.ann!.globalId } });
      expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('answering a friend request', () => {
    const requestId = async (from: string, to: string) => {
      const row = await t.db.prisma.friendRequest.findFirstOrThrow({
        where: { fromId: people[from]!.id, toId: people[to]!.id },
        orderBy: { id: 'desc' },
      });
      return Buffer.from(`FriendRequest:${row.id}`).toString('base64');
    };

    it('only the recipient accepts; then the two are friends', async () => {
      await sendTo('gus', 'cat');
      const id = await requestId('gus', 'cat');
      expect((await run(accept, 'gus', { friendRequestId: id })).__typename).toBe('FriendRequestGoneError');
      const accepted = await run(accept, 'cat', { friendRequestId: id });
      expect(accepted.data).toMatchObject({
        user: { username: 'gus', viewerFriendship: 'FRIENDS' },
        friendRequest: { status: 'ACCEPTED' },
      });
      expect(await areFriends('gus', 'cat')).toBe(true);
      expect((await run(accept, 'cat', { friendRequestId: id })).__typename).toBe('FriendRequestGoneError');
    });

    it('the recipient declines; the sender may ask again later', async () => {
      await sendTo('gus', 'dan');
      const id = await requestId('gus', 'dan');
      expect((await run(decline, 'gus', { friendRequestId: id })).__typename).toBe('FriendRequestGoneError');
      const declined = await run(decline, 'dan', { friendRequestId: id });
      expect(declined.data).toMatchObject({
        user: { username: 'gus', viewerFriendship: 'NONE' },
        friendRequest: { status: 'DECLINED' },
      });
      expect(await areFriends('gus', 'dan')).toBe(false);
      expect((await sendTo('gus', 'dan')).__typename).toBe('MutationSendFriendRequestSuccess');
    });

    it('only the sender cancels; a cancelled request leaves the lists', async () => {
      await sendTo('dan', 'eve');
      const id = await requestId('dan', 'eve');
      expect((await run(cancel, 'eve', { friendRequestId: id })).__typename).toBe('FriendRequestGoneError');
      const cancelled = await run(cancel, 'dan', { friendRequestId: id });
      expect(cancelled.data).toMatchObject({
        user: { username: 'eve', viewerFriendship: 'NONE' },
        friendRequest: { status: 'CANCELLED' },
      });
      const received: any = await graphql(t.app, requests, { direction: 'RECEIVED' }, { cookie: people.eve!.cookie });
      expect(received.data.viewer.friendRequests.edges).toEqual([]);
    });

    it('an unknown or malformed request id is gone, not a crash', async () => {
      expect(
        (await run(accept, 'ann', { friendRequestId: Buffer.from('FriendRequest:99999999999').toString('base64') }))
          .__typename,
      ).toBe('FriendRequestGoneError');
      expect(
        (await run(decline, 'ann', { friendRequestId: Buffer.from('FriendRequest:424242').toString('base64') }))
          .__typename,
      ).toBe('FriendRequestGoneError');
    });
  });

  describe('friend request lists', () => {
    it('list pending requests newest first, each direction, for the viewer only', async () => {
      await sendTo('fay', 'ann', 'first');
      await sendTo('gus', 'ann', 'second');
      const received: any = await graphql(t.app, requests, { direction: 'RECEIVED' }, { cookie: people.ann!.cookie });
      expect(received.data.viewer.friendRequests.edges.map((e: any) => e.node.message)).toEqual(['second', 'first']);
      const sent: any = await graphql(t.app, requests, { direction: 'SENT' }, { cookie: people.gus!.cookie });
      expect(sent.data.viewer.friendRequests.edges.map((e: any) => e.node.to.username)).toEqual(['ann', 'dan']);
      const others: any = await graphql(
        t.app,
        '{ user(username: "ann") { friendRequests(direction: RECEIVED) { edges { node { message } } } } }',
        {},
        { cookie: people.gus!.cookie },
      );
      expect(others.data.user.friendRequests).toBeNull();
    });

    it('a request is not readable through node() by a third person', async () => {
      const row = await t.db.prisma.friendRequest.findFirstOrThrow({
        where: { fromId: people.fay!.id, toId: people.ann!.id },
      });
      const id = Buffer.from(`FriendRequest:${row.id}`).toString('base64');
      const byThird: any = await graphql(
        t.app,
        'query($id: ID!) { node(id: $id) { ... on FriendRequest { message } } }',
        { id },
        { cookie: people.bob!.cookie },
      );
      expect(byThird.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(byThird.data.node).toEqual({ message: null });
      const byRecipient: any = await graphql(
        t.app,
        'query($id: ID!) { node(id: $id) { ... on FriendRequest { message } } }',
        { id },
        { cookie: people.ann!.cookie },
      );
      expect(byRecipient.data.node).toEqual({ message: 'first' });
    });
  });

  describe('unfriending', () => {
    it('ends the friendship for both; a second time is refused', async () => {
      // Friends of their own, whichever tests ran before.
      await makeUser('hal');
      await makeUser('ivy');
      await sendTo('hal', 'ivy');
      await sendTo('ivy', 'hal');
      expect(await areFriends('hal', 'ivy')).toBe(true);
      const done = await run(unfriend, 'ivy', { userId: people.hal!.globalId });
      expect(done.data).toMatchObject({ user: { username: 'hal', viewerFriendship: 'NONE' }, friendRequest: null });
      expect(await areFriends('hal', 'ivy')).toBe(false);
      expect(await run(unfriend, 'ivy', { userId: people.hal!.globalId })).toMatchObject({
        __typename: 'FriendshipError',
        reason: 'NOT_FRIENDS',
      });
    });
  });
});
