// The statement budget of the web app's screens: each screen's one query, exactly as the browser
// sends it (Relay's compiled text), costs at most three SQL statements for a visitor and for a
// signed-in member, whatever the catalogue's size.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, someGameIds } from '../../test/request-fixtures.ts';
import { screenQuery } from '../../test/screen-queries.ts';

const BUDGET = 3;
const t = useTestApp({ seed: true });
let member: { id: number; cookie: string };
let gameId: number;

beforeAll(async () => {
  member = await createTestUser(t.db, 'Budgeted');
  const submitter = await createTestUser(t.db, 'Submitter');
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  await insertRequest(t.db, { gameId, submitterId: submitter.id });
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

const screens: [string, string, () => Record<string, unknown>][] = [
  ['app shell', 'AppShellQuery', () => ({})],
  ['home', 'HomeScreenQuery', () => ({})],
  ['games list', 'GamesScreenQuery', () => ({ first: 24, companyIds: [] })],
  ['games search', 'GamesScreenQuery', () => ({ first: 24, companyIds: [], search: 'mario', region: 'PAL' })],
  ['games, recently added', 'GamesScreenQuery', () => ({ first: 24, companyIds: [], orderBy: 'RECENTLY_ADDED' })],
  ['game detail', 'GameDetailScreenQuery', () => ({ id: gameId })],
  ['requests list', 'RequestsScreenQuery', () => ({ first: 20 })],
  ['settings', 'SettingsScreenQuery', () => ({})],
  ['friend requests', 'FriendRequestsScreenQuery', () => ({ direction: 'RECEIVED' })],
  ['minigames', 'MinigamesScreenQuery', () => ({})],
  ['card battle', 'CardBattleScreenQuery', () => ({ amount: 10 })],
  ['dev talk', 'DevTalkScreenQuery', () => ({ first: 10 })],
  ['add game', 'AddGameScreenQuery', () => ({})],
  ['change info', 'ChangeInfoScreenQuery', () => ({})],
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
