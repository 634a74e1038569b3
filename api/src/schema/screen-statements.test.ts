// The statement budget of the web app's screens: each screen's one query, exactly as the browser
// sends it (Relay's compiled text), costs at most three SQL statements for a visitor and for a
// signed-in member, whatever the catalogue's size.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, someGameIds } from '../../test/request-fixtures.ts';
import { screenQuery } from '../../test/screen-queries.ts';
import { friendshipKey } from '../profiles/relation.ts';

const BUDGET = 3;
// Every screen at once from one address: the per-address cost limit would refuse the later ones.
const t = useTestApp({ seed: true, env: { GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0' } });
let member: { id: number; cookie: string };
let gameId: number;
let requestId: number;
let submitterName: string;

beforeAll(async () => {
  member = await createTestUser(t.db, 'Budgeted');
  const submitter = await createTestUser(t.db, 'Submitter');
  submitterName = submitter.username;
  const gameIds = await someGameIds(t.db, 3);
  gameId = gameIds[0]!;
  requestId = await insertRequest(t.db, { gameId, submitterId: submitter.id });
  // Something on every section the detail, collection and profile screens show.
  await t.db.prisma.vote.createMany({
    data: [
      { requestId, userId: member.id, value: 'APPROVE' },
      { requestId, userId: submitter.id, value: 'REJECT' },
    ],
  });
  await t.db.prisma.comment.createMany({
    data: [
      { requestId, authorId: submitter.id, body: 'Box art was wrong.' },
      { requestId, authorId: member.id, body: 'Agreed.' },
    ],
  });
  const versions = await t.db.prisma.version.findMany({ where: { gameId: { in: gameIds } }, select: { id: true } });
  for (const user of [member, submitter]) {
    await t.db.prisma.collectionItem.createMany({
      data: versions.map((v, i) => ({ userId: user.id, versionId: v.id, pricePaidCents: 1000 + i, currency: 'EUR' })),
    });
    await t.db.prisma.user.update({ where: { id: user.id }, data: { favouriteGameId: gameId } });
  }
  await t.db.prisma.friendship.create({ data: friendshipKey(member.id, submitter.id) });
  // The console list is held in memory once read (catalogue/console-list.ts): read it once, as
  // any earlier page view of the running site would have.
  await graphql(t.app, '{ consoles { edges { node { id } } } }');
});

/** The SQL one screen's query sends, and its errors. */
async function run(name: string, variables: Record<string, unknown>, cookie?: string) {
  const texts: string[] = [];
  t.db.statements.texts = texts;
  try {
    const result = await graphql(t.app, screenQuery(name), variables, cookie ? { cookie } : {});
    await new Promise((resolve) => setImmediate(resolve));
    return { texts, errors: result.errors };
  } finally {
    delete t.db.statements.texts;
  }
}

/** The games screen asks for a version by barcode only when the search is one. */
const NO_BARCODE = { barcode: '', byBarcode: false };

const screens: [string, string, () => Record<string, unknown>][] = [
  ['app shell', 'AppShellQuery', () => ({})],
  ['home', 'HomeScreenQuery', () => ({})],
  ['games list', 'GamesScreenQuery', () => ({ ...NO_BARCODE, first: 24, companyIds: [] })],
  [
    'games search',
    'GamesScreenQuery',
    () => ({ ...NO_BARCODE, first: 24, companyIds: [], search: 'mario', region: 'PAL' }),
  ],
  [
    'games, recently added',
    'GamesScreenQuery',
    () => ({ ...NO_BARCODE, first: 24, companyIds: [], orderBy: 'RECENTLY_ADDED' }),
  ],
  [
    'games by barcode',
    'GamesScreenQuery',
    () => ({ first: 24, companyIds: [], search: '4006381333931', barcode: '4006381333931', byBarcode: true }),
  ],
  ['game detail', 'GameDetailScreenQuery', () => ({ id: gameId })],
  ['game history', 'GameHistoryScreenQuery', () => ({ id: gameId, first: 10 })],
  ['requests list', 'RequestsScreenQuery', () => ({ first: 20 })],
  ['settings', 'SettingsScreenQuery', () => ({})],
  ['friend requests', 'FriendRequestsScreenQuery', () => ({ direction: 'RECEIVED' })],
  ['minigames', 'MinigamesScreenQuery', () => ({})],
  ['card battle', 'CardBattleScreenQuery', () => ({ amount: 10 })],
  ['dev talk', 'DevTalkScreenQuery', () => ({ first: 10 })],
  ['add game', 'AddGameScreenQuery', () => ({})],
  ['change info', 'ChangeInfoScreenQuery', () => ({})],
  ['request detail', 'RequestDetailScreenQuery', () => ({ id: requestId })],
  ['collection', 'CollectionScreenQuery', () => ({ first: 50, showCopies: true, showTrade: false })],
  ['collection, trade tab', 'CollectionScreenQuery', () => ({ first: 50, showCopies: false, showTrade: true })],
  ['collection, wanted tab', 'WantedTabQuery', () => ({})],
  [
    'collection search',
    'CollectionScreenQuery',
    () => ({ first: 50, showCopies: true, showTrade: false, search: 'a', orderBy: 'TITLE' }),
  ],
  ['own profile', 'ProfileScreenOwnQuery', () => ({})],
  ['profile of a friend', 'ProfileScreenUserQuery', () => ({ username: submitterName })],
];

describe(`every screen's query within ${BUDGET} SQL statements`, () => {
  it.each(screens)('%s, for a visitor and for a member', async (_screen, name, variables) => {
    const visitor = await run(name, variables());
    const signedIn = await run(name, variables(), member.cookie);
    expect(signedIn.errors).toBeUndefined();
    expect(visitor.texts.length, visitor.texts.join('\n')).toBeLessThanOrEqual(BUDGET);
    expect(signedIn.texts.length, signedIn.texts.join('\n')).toBeLessThanOrEqual(BUDGET);
  });
});

describe('the signed-in user behind a screen', () => {
  it('never reads the password or security-answer hash to show a screen', async () => {
    for (const name of ['AppShellQuery', 'SettingsScreenQuery', 'ChangeInfoScreenQuery', 'RequestsScreenQuery']) {
      const { texts } = await run(name, name === 'RequestsScreenQuery' ? { first: 20 } : {}, member.cookie);
      expect(texts.filter((text) => /passwordHash|securityAnswerHash/.test(text))).toEqual([]);
    }
  });

  it('is answered from the session when a screen only asks who it is (no second statement)', async () => {
    const visitor = await run('RequestsScreenQuery', { first: 20 });
    const signedIn = await run('RequestsScreenQuery', { first: 20 }, member.cookie);
    // The only statement a member adds is the session lookup.
    expect(signedIn.texts.length).toBe(visitor.texts.length + 1);
  });
});
