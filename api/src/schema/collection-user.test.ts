import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { friendshipKey } from '../profiles/relation.ts';

const t = useTestApp({ seed: true });
const userGid = (id: number) => encodeGlobalID('User', String(id));

type Account = { id: number; cookie: string };
let owner: Account;
let friend: Account;
let stranger: Account;

/** Eight copies over Pokémon Red's three regions and Dragon Quest, with known prices and boxes. */
beforeAll(async () => {
  owner = await createTestUser(t.db, 'owner');
  friend = await createTestUser(t.db, 'friend');
  stranger = await createTestUser(t.db, 'stranger');
  await t.db.prisma.friendship.create({ data: friendshipKey(owner.id, friend.id) });
  const versions = await t.db.prisma.version.findMany({
    where: { game: { title: { in: ['Pokémon Red Version', 'Dragon Quest'] } } },
    orderBy: { releaseDate: 'asc' },
    select: { id: true, region: true, game: { select: { title: true } } },
  });
  const red = (region: string) =>
    versions.find((v) => v.game.title === 'Pokémon Red Version' && v.region === region)!.id;
  const dq = versions.find((v) => v.game.title === 'Dragon Quest')!.id;
  const copy = (versionId: number, extra: object = {}) => ({ userId: owner.id, versionId, ...extra });
  await t.db.prisma.collectionItem.createMany({
    data: [
      copy(red('NTSC_J'), {
        hasBox: true,
        hasManual: true,
        pricePaidCents: 3000,
        currency: 'JPY',
        acquiredOn: new Date('2019-01-02'),
        createdAt: new Date('2024-01-15T10:00:00Z'),
      }),
      copy(red('NTSC_J'), { hasBox: true, hasManual: false, createdAt: new Date('2024-01-20T10:00:00Z') }),
      copy(red('NTSC_U'), {
        pricePaidCents: 2500,
        currency: 'USD',
        acquiredOn: new Date('2021-06-01'),
        createdAt: new Date('2024-02-01T10:00:00Z'),
      }),
      copy(red('NTSC_U'), { pricePaidCents: 1000, currency: 'USD', createdAt: new Date('2024-02-03T10:00:00Z') }),
      copy(red('PAL'), {
        hasBox: true,
        hasManual: true,
        acquiredOn: new Date('2023-03-03'),
        createdAt: new Date('2024-03-01T10:00:00Z'),
      }),
      copy(dq, {
        hasBox: true,
        hasManual: true,
        pricePaidCents: 50000,
        currency: 'JPY',
        createdAt: new Date('2024-03-05T10:00:00Z'),
      }),
    ],
  });
});

const COLLECTION = `query C($id: ID!, $search: String, $consoleId: ID, $region: Region, $completeness: Completeness, $orderBy: CollectionOrder, $first: Int, $after: String) {
  node(id: $id) { ... on User { collection(search: $search, consoleId: $consoleId, region: $region, completeness: $completeness, orderBy: $orderBy, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { pricePaidCents acquiredOn hasBox version { title region game { title console { name } } } } } } } } }`;

const collection = async (cookie: string | null, vars: Record<string, unknown> = {}) => {
  const result: any = await graphql(t.app, COLLECTION, { id: userGid(owner.id), ...vars }, cookie ? { cookie } : {});
  return result.data.node.collection;
};

describe('the collection list', () => {
  it('shows the owner every copy, by title by default', async () => {
    const list = await collection(owner.cookie);
    expect(list.totalCount).toBe(6);
    expect(list.edges.map((e: any) => e.node.version.game.title)).toEqual([
      'Dragon Quest',
      ...Array(5).fill('Pokémon Red Version'),
    ]);
  });

  it('is null for friends, strangers and visitors: collections are private', async () => {
    for (const cookie of [friend.cookie, stranger.cookie, null]) expect(await collection(cookie)).toBeNull();
  });

  it('filters by search, region, console and completeness', async () => {
    expect((await collection(owner.cookie, { search: 'pokemon' })).totalCount).toBe(5);
    // Version titles count too: the half-width katakana title of Dragon Quest.
    expect(
      (await collection(owner.cookie, { search: 'どらごん' })).edges.map((e: any) => e.node.version.title),
    ).toEqual(['ﾄﾞﾗｺﾞﾝｸｴｽﾄ']);
    expect((await collection(owner.cookie, { region: 'NTSC_U' })).totalCount).toBe(2);
    expect((await collection(owner.cookie, { completeness: 'COMPLETE_IN_BOX' })).totalCount).toBe(3);
    expect((await collection(owner.cookie, { completeness: 'LOOSE' })).totalCount).toBe(2);
    expect((await collection(owner.cookie, { completeness: 'INCOMPLETE' })).totalCount).toBe(1);
    const consoleRow = await t.db.prisma.console.findFirstOrThrow({
      where: { games: { some: { title: 'Dragon Quest' } } },
    });
    const byConsole = await collection(owner.cookie, { consoleId: encodeGlobalID('Console', String(consoleRow.id)) });
    expect(byConsole.edges.map((e: any) => e.node.version.game.title)).toEqual(['Dragon Quest']);
  });

  it('sorts by price and by acquisition date, newest and dearest first, unknown last', async () => {
    const byPrice = await collection(owner.cookie, { orderBy: 'PRICE' });
    expect(byPrice.edges.map((e: any) => e.node.pricePaidCents)).toEqual([50000, 3000, 2500, 1000, null, null]);
    const byDate = await collection(owner.cookie, { orderBy: 'ACQUIRED_ON' });
    expect(byDate.edges.map((e: any) => e.node.acquiredOn)).toEqual([
      '2023-03-03',
      '2021-06-01',
      '2019-01-02',
      null,
      null,
      null,
    ]);
    const byRelease = await collection(owner.cookie, { orderBy: 'RELEASE_DATE' });
    expect(byRelease.edges[0].node.version.game.title).toBe('Dragon Quest');
  });

  it('pages without repeating or skipping a copy', async () => {
    const first = await collection(owner.cookie, { orderBy: 'PRICE', first: 4 });
    const rest = await collection(owner.cookie, { orderBy: 'PRICE', first: 4, after: first.pageInfo.endCursor });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect([...first.edges, ...rest.edges].map((e: any) => e.node.pricePaidCents)).toEqual([
      50000,
      3000,
      2500,
      1000,
      null,
      null,
    ]);
  });

  it('reads a page with its versions, games and consoles in as many statements for 2 copies as for 6', async () => {
    const two = await countStatements(t.db, () => collection(owner.cookie, { first: 2 }));
    const six = await countStatements(t.db, () => collection(owner.cookie, { first: 6 }));
    expect(six).toBe(two);
  });
});

const STATS = `query S($id: ID!) { node(id: $id) { ... on User {
  collectorLevel { level rank copies levelStart nextLevel nextLevelAt }
  collectionStats { totalCopies byConsole { key count } byRegion { region count } byManufacturer { key count }
    byCompleteness { completeness count } spent { currency cents copies } addedPerMonth { key count } } } } }`;

const stats = async (cookie: string | null) => {
  const result: any = await graphql(t.app, STATS, { id: userGid(owner.id) }, cookie ? { cookie } : {});
  return result.data.node;
};

const setProfile = (profileVisibility: 'PUBLIC' | 'FRIENDS' | 'PRIVATE', hiddenSections: string[] = []) =>
  t.db.prisma.user.update({ where: { id: owner.id }, data: { profileVisibility, hiddenSections } });

describe('collector level and stats', () => {
  it('counts the copies into a level and aggregates them by console, region, manufacturer, completeness, money and month', async () => {
    await setProfile('PUBLIC');
    const node = await stats(owner.cookie);
    expect(node.collectorLevel).toEqual({
      level: 'CASUAL',
      rank: 2,
      copies: 6,
      levelStart: 5,
      nextLevel: 'ENTHUSIAST',
      nextLevelAt: 10,
    });
    const s = node.collectionStats;
    expect(s.totalCopies).toBe(6);
    expect(s.byConsole).toEqual([
      { key: 'Game Boy', count: 5 },
      { key: 'Nintendo Entertainment System', count: 1 },
    ]);
    expect(s.byRegion).toEqual([
      { region: 'NTSC_J', count: 3 },
      { region: 'NTSC_U', count: 2 },
      { region: 'PAL', count: 1 },
    ]);
    expect(s.byManufacturer).toEqual([{ key: 'Nintendo', count: 6 }]);
    expect(s.byCompleteness).toEqual([
      { completeness: 'COMPLETE_IN_BOX', count: 3 },
      { completeness: 'LOOSE', count: 2 },
      { completeness: 'INCOMPLETE', count: 1 },
    ]);
    expect(s.spent).toEqual([
      { currency: 'JPY', cents: 53000, copies: 2 },
      { currency: 'USD', cents: 3500, copies: 2 },
    ]);
    expect(s.addedPerMonth).toEqual([
      { key: '2024-01', count: 2 },
      { key: '2024-02', count: 2 },
      { key: '2024-03', count: 2 },
    ]);
  });

  it('answers level, stats and the page of the list together in one statement beside the user row', async () => {
    const levelOnly = `query L($id: ID!) { node(id: $id) { ... on User { collectorLevel { level } } } }`;
    const statsOnly = `query L($id: ID!) { node(id: $id) { ... on User { collectionStats { totalCopies byRegion { count } spent { cents } } } } }`;
    const together = `query L($id: ID!) { node(id: $id) { ... on User { collectorLevel { level copies }
      collectionStats { totalCopies byRegion { count } } collection(first: 2) { totalCount edges { node { id } } } } } }`;
    const none = `query L($id: ID!) { node(id: $id) { ... on User { username } } }`;
    const run = (query: string) =>
      countStatements(t.db, () => graphql(t.app, query, { id: userGid(owner.id) }, { cookie: owner.cookie }));
    const base = await run(none);
    expect(await run(levelOnly)).toBe(base + 1);
    expect(await run(statsOnly)).toBe(base + 1);
    // Then the page's copies, by id.
    expect(await run(together)).toBe(base + 2);
    const { data } = await graphql<{
      node: {
        collectorLevel: { copies: number };
        collectionStats: { totalCopies: number };
        collection: { totalCount: number };
      };
    }>(t.app, together, { id: userGid(owner.id) }, { cookie: owner.cookie });
    expect(data!.node.collectorLevel.copies).toBe(data!.node.collectionStats.totalCopies);
    expect(data!.node.collection.totalCount).toBe(data!.node.collectionStats.totalCopies);
  });

  const cases: [string, 'PUBLIC' | 'FRIENDS' | 'PRIVATE', string[], Record<string, boolean>][] = [
    ['a public profile', 'PUBLIC', [], { owner: true, friend: true, stranger: true, visitor: true }],
    ['a friends-only profile', 'FRIENDS', [], { owner: true, friend: true, stranger: false, visitor: false }],
    ['a private profile', 'PRIVATE', [], { owner: true, friend: false, stranger: false, visitor: false }],
    [
      'a public profile with stats hidden',
      'PUBLIC',
      ['stats'],
      { owner: true, friend: false, stranger: false, visitor: false },
    ],
    [
      'a friends-only profile with stats hidden',
      'FRIENDS',
      ['stats'],
      { owner: true, friend: false, stranger: false, visitor: false },
    ],
  ];
  it.each(cases)('on %s, shows level and stats only to those allowed', async (_name, visibility, hidden, expected) => {
    await setProfile(visibility, hidden);
    const viewers = { owner: owner.cookie, friend: friend.cookie, stranger: stranger.cookie, visitor: null };
    for (const [who, cookie] of Object.entries(viewers)) {
      const node = await stats(cookie);
      expect({ who, level: node.collectorLevel !== null, stats: node.collectionStats !== null }).toEqual({
        who,
        level: expected[who],
        stats: expected[who],
      });
    }
  });
});
