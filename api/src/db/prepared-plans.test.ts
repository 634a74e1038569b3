// The hot read paths are planned once per connection, not once per request (issue 26): every
// statement they send is a named statement (statement-names.ts), and once PostgreSQL has chosen a
// generic plan for it, asking again adds no custom plan. PostgreSQL only: the embedded database
// has no planning to save across requests, and pg_prepared_statements is per connection, so the
// app here runs on a one-connection pool whose session the test can read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, graphql, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, someGameIds } from '../../test/request-fixtures.ts';
import { screenQuery } from '../../test/screen-queries.ts';
import { openPostgresDatabase, type Database } from './database.ts';
import { statementName } from './statement-names.ts';

/** PostgreSQL plans the first five executions of a prepared statement for their values, then decides. */
const WARM_UP = 7;
const MEASURED = 3;

interface PlanCounts {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('hot read paths on PostgreSQL', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let t: TestApp;
  let member: { id: number; cookie: string };
  const ids = { game: 0, version: 0, console: '', request: 0, barcode: '' };

  beforeAll(async () => {
    base = await createTestDatabase({ seeded: true });
    db = await openPostgresDatabase(base.url!, 1);
    // No response cache: each question reaches the database, as an integrator's new id does.
    t = buildTestApp(db, { GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0', GRAPHQL_CACHE_MAX_BYTES: '0' });
    member = await createTestUser(db, 'Planner');
    const submitter = await createTestUser(db, 'Proposer');
    ids.game = (await someGameIds(db, 1))[0]!;
    ids.request = await insertRequest(db, { gameId: ids.game, submitterId: submitter.id });
    ids.barcode = '4006381333931';
    const version = await db.prisma.version.update({
      where: { id: (await db.prisma.version.findFirstOrThrow({ where: { gameId: ids.game } })).id },
      data: { barcode: ids.barcode },
      select: { id: true, game: { select: { consoleId: true } } },
    });
    ids.version = version.id;
    ids.console = Buffer.from(`Console:${version.game.consoleId}`).toString('base64');
    await db.prisma.collectionItem.create({ data: { userId: member.id, versionId: version.id } });
  });

  afterAll(async () => {
    await t?.close();
    await db?.close();
    await base?.close();
  });

  const planCounts = async () =>
    new Map(
      (
        await db.sql.query<PlanCounts>('SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements')
      ).map((row) => [row.name, row]),
    );

  /** Runs the operation and returns the SQL texts it sent. */
  async function ask(query: string, variables: Record<string, unknown>, cookie?: string): Promise<string[]> {
    const texts: string[] = [];
    db.statements.texts = texts;
    try {
      const result = await graphql(t, query, variables, cookie ? { cookie } : {});
      expect(result.errors).toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
      return texts;
    } finally {
      delete db.statements.texts;
    }
  }

  const NO_BARCODE = { barcode: '', byBarcode: false, first: 24, companyIds: [] };
  const paths: [string, () => [string, Record<string, unknown>]][] = [
    ['game page', () => [screenQuery('GameDetailScreenQuery'), { id: ids.game }]],
    ['games list', () => [screenQuery('GamesScreenQuery'), NO_BARCODE]],
    ['title search', () => [screenQuery('GamesScreenQuery'), { ...NO_BARCODE, search: 'mario' }]],
    [
      'barcode search',
      () => [
        screenQuery('GamesScreenQuery'),
        { ...NO_BARCODE, search: ids.barcode, barcode: ids.barcode, byBarcode: true },
      ],
    ],
    ['request detail', () => [screenQuery('RequestDetailScreenQuery'), { id: ids.request }]],
    [
      'collection page',
      () => [screenQuery('CollectionScreenQuery'), { first: 50, showCopies: true, showTrade: false }],
    ],
    [
      'game by id (integrator)',
      () => [
        'query G($id: Int!) { game(databaseId: $id) { databaseId title console { name } versions { title frontImage { url } developers { name } } publishers { name } } }',
        { id: ids.game },
      ],
    ],
    [
      'version by id (integrator)',
      () => [
        'query V($id: Int!) { version(databaseId: $id) { databaseId title region game { databaseId } developers { name } } }',
        { id: ids.version },
      ],
    ],
    [
      'console by id (integrator)',
      () => [
        'query C($id: ID!) { node(id: $id) { ... on Console { databaseId name manufacturer } } }',
        { id: ids.console },
      ],
    ],
  ];

  /**
   * Planned per request on purpose: a title search's page. A generic plan cannot see how many
   * titles hold the words (a prepared REST search fell to 27 req/s), so it is never prepared.
   */
  const plannedEachTime = (text: string) => /g\."searchKey" LIKE/.test(text);

  it('never prepares a title search, whose plan depends on its words', async () => {
    const texts = await ask(screenQuery('GamesScreenQuery'), { ...NO_BARCODE, search: 'zelda' }, member.cookie);
    const searches = texts.filter((text) => /g\."searchKey" LIKE/.test(text));
    expect(searches).toHaveLength(1);
    expect((await planCounts()).has(statementName(searches[0]!))).toBe(false);
  });

  it.each(paths)('%s: every statement prepared, no new plan per request', async (_name, operation) => {
    const [query, variables] = operation();
    for (let run = 0; run < WARM_UP; run++) await ask(query, variables, member.cookie);
    const before = await planCounts();
    const texts = new Set<string>();
    for (let run = 0; run < MEASURED; run++)
      for (const text of await ask(query, variables, member.cookie)) texts.add(text);
    const after = await planCounts();
    expect(texts.size).toBeGreaterThan(0);
    for (const text of texts) {
      if (plannedEachTime(text)) continue;
      const name = statementName(text);
      const counts = after.get(name);
      expect(counts, `not prepared:\n${text}`).toBeDefined();
      expect(counts!.custom_plans, `planned again per request:\n${text}`).toBe(before.get(name)?.custom_plans);
      expect(counts!.generic_plans).toBeGreaterThan(before.get(name)?.generic_plans ?? 0);
    }
  });
});
