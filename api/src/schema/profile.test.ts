import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import {
  PROFILE_SECTIONS,
  PROFILE_VISIBILITIES,
  type ProfileSection,
  type ProfileVisibility,
} from '#shared/profile-rules';
import { friendshipKey } from '../profiles/relation.ts';

const t = useTestApp({ seed: true });

const profile = /* GraphQL */ `
  query Profile($username: String!) {
    user(username: $username) {
      username
      displayName
      trustScore
      profileVisible
      hiddenSections
      profileVisibility
      hiddenSectionsSetting
      favouriteGame {
        title
      }
      profileStats {
        copies
        requests
        votes
        friends
      }
      recentRequests {
        reason
      }
      recentVotes {
        value
      }
      friends {
        edges {
          node {
            username
          }
        }
      }
      wantList {
        edges {
          node {
            maxPriceCents
            currency
          }
        }
      }
      tradeList {
        edges {
          node {
            hasBox
          }
        }
      }
    }
  }
`;

type Viewer = 'owner' | 'friend' | 'stranger' | 'visitor';
const cookies: Record<Viewer, Record<string, string>> = { owner: {}, friend: {}, stranger: {}, visitor: {} };
const viewerIds: Record<Viewer, number | null> = { owner: 0, friend: 0, stranger: 0, visitor: null };
let ownerId = 0;

beforeAll(async () => {
  const owner = await createTestUser(t.db, 'Profile_Owner');
  const friend = await createTestUser(t.db, 'profile_friend');
  const stranger = await createTestUser(t.db, 'profile_stranger');
  ownerId = owner.id;
  Object.assign(viewerIds, { owner: owner.id, friend: friend.id, stranger: stranger.id });
  cookies.owner = { cookie: owner.cookie };
  cookies.friend = { cookie: friend.cookie };
  cookies.stranger = { cookie: stranger.cookie };
  const prisma = t.db.prisma;
  const game = await prisma.game.findFirstOrThrow({
    where: { title: 'Pokémon Red Version' },
    include: { versions: true },
  });
  await prisma.user.update({
    where: { id: owner.id },
    data: { displayName: 'Profile Owner', favouriteGameId: game.id },
  });
  await prisma.friendship.create({ data: friendshipKey(owner.id, friend.id) });
  await prisma.collectionItem.create({ data: { userId: owner.id, versionId: game.versions[0]!.id } });
  await prisma.collectionItem.create({ data: { userId: owner.id, versionId: game.versions[0]!.id, forTrade: true } });
  await prisma.wantedVersion.create({
    data: { userId: owner.id, versionId: game.versions[0]!.id, maxPriceCents: 2500, currency: 'EUR' },
  });
  const request = {
    type: 'EDIT',
    gameId: game.id,
    baseSnapshot: { title: game.title },
    expiresAt: new Date(Date.now() + 86_400_000),
  } as const;
  await prisma.request.create({ data: { ...request, submitterId: owner.id, reason: 'Owner fixes a date' } });
  const friendsRequest = await prisma.request.create({
    data: { ...request, submitterId: friend.id, reason: 'Friend fixes a title' },
  });
  await prisma.vote.create({ data: { requestId: friendsRequest.id, userId: owner.id, value: 'APPROVE' } });
});

async function setProfile(visibility: ProfileVisibility, hiddenSections: ProfileSection[] = []) {
  await t.db.prisma.user.update({ where: { id: ownerId }, data: { profileVisibility: visibility, hiddenSections } });
}

async function viewAs(viewer: Viewer) {
  const result: any = await graphql(t.app, profile, { username: 'profile_owner' }, cookies[viewer]);
  expect(result.errors).toBeUndefined();
  return result.data.user;
}

const fullSections = {
  favouriteGame: { title: 'Pokémon Red Version' },
  profileStats: { copies: 2, requests: 1, votes: 1, friends: 1 },
  recentRequests: [{ reason: 'Owner fixes a date' }],
  recentVotes: [{ value: 'APPROVE' }],
  friends: { edges: [{ node: { username: 'profile_friend' } }] },
  // Only the copy marked for trade; the other copy stays private.
  wantList: { edges: [{ node: { maxPriceCents: 2500, currency: 'EUR' } }] },
  tradeList: { edges: [{ node: { hasBox: false } }] },
};
const sectionFields: Record<ProfileSection, (keyof typeof fullSections)[]> = {
  favouriteGame: ['favouriteGame'],
  stats: ['profileStats'],
  activity: ['recentRequests', 'recentVotes'],
  friends: ['friends'],
  wantList: ['wantList'],
  tradeList: ['tradeList'],
};
const noSections = Object.fromEntries(Object.keys(fullSections).map((field) => [field, null]));

// Who sees the profile, by visibility and viewer (spec section 6).
const seesProfile: Record<ProfileVisibility, Record<Viewer, boolean>> = {
  PUBLIC: { owner: true, friend: true, stranger: true, visitor: true },
  FRIENDS: { owner: true, friend: true, stranger: false, visitor: false },
  PRIVATE: { owner: true, friend: false, stranger: false, visitor: false },
};

describe('profile visibility', () => {
  for (const visibility of PROFILE_VISIBILITIES) {
    for (const viewer of ['owner', 'friend', 'stranger', 'visitor'] as const) {
      const sees = seesProfile[visibility][viewer];
      it(`a ${visibility} profile is ${sees ? 'shown' : 'private'} to ${viewer === 'owner' ? 'its owner' : `a ${viewer}`}`, async () => {
        await setProfile(visibility);
        const user = await viewAs(viewer);
        // Name and trust score are public whatever the visibility: request lists show them.
        expect(user).toMatchObject({
          username: 'Profile_Owner',
          displayName: 'Profile Owner',
          trustScore: 0,
          profileVisible: sees,
        });
        expect(user.hiddenSections).toEqual(sees ? [] : [...PROFILE_SECTIONS]);
        expect(user).toMatchObject(sees ? fullSections : noSections);
        expect(user.profileVisibility).toBe(viewer === 'owner' ? visibility : null);
        expect(user.hiddenSectionsSetting).toEqual(viewer === 'owner' ? [] : null);
      });
    }
  }
});

describe('hidden sections', () => {
  for (const section of PROFILE_SECTIONS) {
    it(`a hidden ${section} section is null for friend, stranger and visitor, and shown to the owner`, async () => {
      await setProfile('PUBLIC', [section]);
      for (const viewer of ['friend', 'stranger', 'visitor'] as const) {
        const user = await viewAs(viewer);
        expect(user.profileVisible).toBe(true);
        expect(user.hiddenSections).toEqual([section]);
        for (const field of sectionFields[section]) expect(user[field]).toBeNull();
        const shown = Object.keys(fullSections).filter((field) => !sectionFields[section].includes(field as never));
        for (const field of shown) expect(user[field]).toEqual(fullSections[field as keyof typeof fullSections]);
      }
      const own = await viewAs('owner');
      expect(own).toMatchObject({ ...fullSections, hiddenSections: [], hiddenSectionsSetting: [section] });
    });
  }

  it('a section hidden on a friends-only profile stays hidden from friends', async () => {
    await setProfile('FRIENDS', ['stats']);
    const user = await viewAs('friend');
    expect(user).toMatchObject({
      profileVisible: true,
      hiddenSections: ['stats'],
      profileStats: null,
      favouriteGame: fullSections.favouriteGame,
    });
  });
});

describe('hidden data is never read', () => {
  // A signed-in viewer's operation starts with one statement for the session. The user's row
  // brings the viewer's friendship and the sections read with it (favourite game, activity,
  // friends), filtered in that statement; the figures (stats), want and trade lists follow.
  it('a private profile costs the user row alone, no section query', async () => {
    await setProfile('PRIVATE');
    expect(await countStatements(t.db, () => viewAs('stranger'))).toBe(1 + 1);
    expect(await countStatements(t.db, () => viewAs('visitor'))).toBe(1);
  });

  it('each hidden section read on its own saves its query', async () => {
    await setProfile('PUBLIC');
    // Session, user, then figures, want and trade lists.
    expect(await countStatements(t.db, () => viewAs('stranger'))).toBe(2 + 3);
    await setProfile('PUBLIC', ['stats', 'wantList']);
    expect(await countStatements(t.db, () => viewAs('stranger'))).toBe(2 + 1);
  });
});

describe('user(username)', () => {
  it('finds a user in any letter case and answers null for unknown or over-long names', async () => {
    await setProfile('PUBLIC');
    const found: any = await graphql(t.app, '{ user(username: "PROFILE_OWNER") { username } }');
    expect(found.data.user).toEqual({ username: 'Profile_Owner' });
    const missing: any = await graphql(t.app, '{ user(username: "nobody_here") { username } }');
    expect(missing.data.user).toBeNull();
    const long: any = await graphql(t.app, `{ user(username: "${'x'.repeat(500)}") { username } }`);
    expect(long.data.user).toBeNull();
  });
});

describe('the friends section', () => {
  it('pages through friends on both sides of the stored pair, by id, each once', async () => {
    // Friendship rows store the lower id first: friends made before the user sit on one side,
    // those made after on the other.
    const before = [await createTestUser(t.db, 'pager_before_1'), await createTestUser(t.db, 'pager_before_2')];
    const pager = await createTestUser(t.db, 'pager');
    const after = [
      await createTestUser(t.db, 'pager_after_1'),
      await createTestUser(t.db, 'pager_after_2'),
      await createTestUser(t.db, 'pager_after_3'),
    ];
    const friends = [...before, ...after];
    await t.db.prisma.friendship.createMany({ data: friends.map((friend) => friendshipKey(pager.id, friend.id)) });
    const page = `query Friends($username: String!, $after: String) { user(username: $username) {
      friends(first: 2, after: $after) { edges { node { databaseId } } pageInfo { hasNextPage endCursor } } } }`;
    const seen: number[] = [];
    const more: boolean[] = [];
    let cursor: string | null = null;
    do {
      const result: any = await graphql(t.app, page, { username: 'pager', after: cursor }, { cookie: pager.cookie });
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data.user.friends;
      seen.push(...edges.map((edge: any) => edge.node.databaseId));
      more.push(pageInfo.hasNextPage);
      cursor = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(friends.map((friend) => friend.id).sort((a, b) => a - b));
    expect(more).toEqual([true, true, false]);
  });
});
