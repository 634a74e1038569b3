import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { accountSnapshot, createTestUser, openSession, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation } from '../../test/account-mutations.ts';
import type { Database } from '../db/database.ts';

const t = useTestApp();

let gameCount = 0;

/** A game with one version (and its required medium image) and an open edit request on it. */
async function createGameWithRequest(db: Database, submitterId: number) {
  gameCount += 1;
  const image = await db.prisma.image.create({
    data: {
      sha256: `deletion-test-${gameCount}`,
      mime: 'image/png',
      width: 1,
      height: 1,
      bytes: 1,
      data: Buffer.from([0]),
    },
  });
  const gameConsole = await db.prisma.console.create({ data: { name: `Console ${gameCount}`, manufacturer: 'Test' } });
  const game = await db.prisma.game.create({
    data: { title: `Game ${gameCount}`, searchKey: `game ${gameCount}`, consoleId: gameConsole.id },
  });
  const version = await db.prisma.version.create({
    data: {
      gameId: game.id,
      title: game.title,
      region: 'PAL',
      revision: '1.0',
      releaseDate: new Date('1990-01-01'),
      mediumImageId: image.id,
    },
  });
  const request = await db.prisma.request.create({
    data: {
      type: 'EDIT',
      gameId: game.id,
      submitterId,
      reason: 'Wrong date',
      baseSnapshot: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { version, request };
}

/** Everything a user leaves behind on the site, and a friend's share of it. */
async function createActivity(leaverId: number, friendId: number) {
  const { version, request } = await createGameWithRequest(t.db, leaverId);
  const p = t.db.prisma;
  await p.collectionItem.create({ data: { userId: leaverId, versionId: version.id } });
  await p.collectionItem.create({ data: { userId: friendId, versionId: version.id } });
  await p.vote.create({ data: { requestId: request.id, userId: leaverId, value: 'APPROVE' } });
  await p.vote.create({ data: { requestId: request.id, userId: friendId, value: 'REJECT' } });
  const comment = await p.comment.create({
    data: { requestId: request.id, authorId: leaverId, body: 'I checked the box.' },
  });
  await p.comment.create({ data: { requestId: request.id, authorId: friendId, body: 'Agreed.' } });
  await p.friendship.create({ data: { userAId: Math.min(leaverId, friendId), userBId: Math.max(leaverId, friendId) } });
  await p.friendRequest.create({ data: { fromId: leaverId, toId: friendId } });
  await p.friendRequest.create({ data: { fromId: friendId, toId: leaverId } });
  await p.passwordReset.create({
    data: { userId: leaverId, tokenHash: `reset-${leaverId}`, expiresAt: new Date(Date.now() + 60_000) },
  });
  return { request, comment };
}

const deleteAccount = (cookie: string, password = TEST_PASSWORD) =>
  accountMutation(t.app, 'deleteAccount', { password }, { cookie });

async function leftBehind(userId: number) {
  const p = t.db.prisma;
  return {
    user: await p.user.count({ where: { id: userId } }),
    collection: await p.collectionItem.count({ where: { userId } }),
    votes: await p.vote.count({ where: { userId } }),
    friendships: await p.friendship.count({ where: { OR: [{ userAId: userId }, { userBId: userId }] } }),
    friendRequests: await p.friendRequest.count({ where: { OR: [{ fromId: userId }, { toId: userId }] } }),
    sessions: await p.session.count({ where: { userId } }),
    emailPreferences: await p.emailPreferences.count({ where: { userId } }),
    passwordResets: await p.passwordReset.count({ where: { userId } }),
  };
}

describe('deleting my account', () => {
  it('is refused with a wrong password, and nothing is deleted', async () => {
    const [user, friend] = [await createTestUser(t.db, 'Hesitant'), await createTestUser(t.db, 'HesitantFriend')];
    await createActivity(user.id, friend.id);
    const [before, snapshot] = [await leftBehind(user.id), await accountSnapshot(t.db, user.id)];
    const result = await deleteAccount(user.cookie, 'not my password');
    expect(result.problems).toEqual([
      { field: 'password', code: 'wrongPassword', message: 'The password is incorrect' },
    ]);
    expect(await leftBehind(user.id)).toEqual(before);
    expect(await accountSnapshot(t.db, user.id)).toEqual(snapshot);
  });

  it('removes me, my collection, votes, friendships, friend requests, sessions and preferences, and logs me out', async () => {
    const [user, friend] = [await createTestUser(t.db, 'Leaver'), await createTestUser(t.db, 'Stayer')];
    const otherDevice = await openSession(t.db, user.id);
    await createActivity(user.id, friend.id);
    const friendBefore = await leftBehind(friend.id);
    const result = await deleteAccount(user.cookie);
    expect(result.data).toEqual({ username: 'Leaver' });
    expect(result.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect(await leftBehind(user.id)).toEqual({
      user: 0,
      collection: 0,
      votes: 0,
      friendships: 0,
      friendRequests: 0,
      sessions: 0,
      emailPreferences: 0,
      passwordResets: 0,
    });
    expect(await leftBehind(friend.id)).toEqual({ ...friendBefore, friendships: 0, friendRequests: 0 });
    for (const cookie of [user.cookie, otherDevice]) {
      expect(
        (
          (await graphql(
            t.app,
            `
              {
                viewer {
                  id
                }
              }
            `,
            {},
            { cookie },
          )) as any
        ).data.viewer,
      ).toBeNull();
    }
  });

  it('keeps the requests and comments I wrote, without an author', async () => {
    const [user, friend] = [await createTestUser(t.db, 'Author'), await createTestUser(t.db, 'Reader')];
    const { request, comment } = await createActivity(user.id, friend.id);
    expect((await deleteAccount(user.cookie)).data).toEqual({ username: 'Author' });
    expect(await t.db.prisma.request.findUnique({ where: { id: request.id } })).toMatchObject({
      submitterId: null,
      reason: 'Wrong date',
    });
    expect(await t.db.prisma.comment.findUnique({ where: { id: comment.id } })).toMatchObject({
      authorId: null,
      body: 'I checked the box.',
    });
    expect(await t.db.prisma.comment.count({ where: { requestId: request.id } })).toBe(2);
    expect(await t.db.prisma.vote.count({ where: { requestId: request.id } })).toBe(1);
  });

  it('is refused for the only administrator (lastAdmin), and allowed once there is another', async () => {
    const admin = await createTestUser(t.db, 'OnlyAdmin', { role: 'ADMIN' });
    const refused = await deleteAccount(admin.cookie);
    expect(refused.problems).toEqual([
      {
        field: 'input',
        code: 'lastAdmin',
        message: 'You are the only administrator: make someone else an administrator first',
      },
    ]);
    expect(await t.db.prisma.user.count({ where: { id: admin.id } })).toBe(1);
    await createTestUser(t.db, 'SecondAdmin', { role: 'ADMIN' });
    expect((await deleteAccount(admin.cookie)).data).toEqual({ username: 'OnlyAdmin' });
  });
});
