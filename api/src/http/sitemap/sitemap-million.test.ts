// The sitemaps of a catalogue of 1,000,000 games. Writing a million rows takes PGlite minutes
// (80 s here with every secondary index dropped), so this runs on PostgreSQL only: `.ci/run`'s
// second pass, or TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres. The ranges
// themselves are checked on PGlite by sitemap.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { buildTestApp, countStatements, type TestApp } from '../../../test/app.ts';
import { xmlProblems } from '../../../test/well-formed-xml.ts';
import type { Database } from '../../db/database.ts';
import { SITEMAP_PAGE_SIZE } from './sitemap-queries.ts';

const GAMES = 1_000_000;

describe.runIf(process.env.TEST_DATABASE_URL)('the sitemaps of a million games', () => {
  let db: Database;
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const console = await db.prisma.console.create({ data: { name: 'Synthetic', manufacturer: 'Test' } });
    // The sitemaps read only the primary key: the search indexes and their triggers would only
    // make the million inserts slow.
    const indexes = await db.sql.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'Game' AND indexname <> 'Game_pkey'`,
    );
    for (const { indexname } of indexes) await db.sql.query(`DROP INDEX "${indexname}"`);
    await db.sql.query('ALTER TABLE "Game" DISABLE TRIGGER USER');
    await db.sql.query(
      `INSERT INTO "Game" (id, title, "searchKey", "consoleId", "updatedAt")
       SELECT n, 'Game ' || n, '', $1, now() FROM generate_series(1, $2::int) AS n`,
      [console.id, GAMES],
    );
    await db.sql.query('ANALYZE "Game"');
    app = buildTestApp(db);
    base = `http://127.0.0.1:${await app.app.start(0)}`;
  }, 300_000);
  afterAll(async () => {
    await app?.app.stop();
    await db?.close();
  });

  const get = async (path: string) => (await fetch(`${base}${path}`)).text();
  const gameLocs = (xml: string) => [...xml.matchAll(/<url><loc>[^<]*\/games\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));

  it('indexes 20 pages of games, in one statement', async () => {
    let index = '';
    expect(await countStatements(db, async () => (index = await get('/sitemap.xml')))).toBe(1);
    expect(xmlProblems(index)).toEqual([]);
    const games = [...index.matchAll(/<loc>[^<]*\/sitemap\/games-(\d+)\.xml<\/loc>/g)].map((m) => Number(m[1]));
    expect(games).toEqual(Array.from({ length: GAMES / SITEMAP_PAGE_SIZE }, (_, i) => i + 1));
  });

  it('holds exactly 50,000 well-formed URLs on a page, each game once, in one statement', async () => {
    let page = '';
    expect(await countStatements(db, async () => (page = await get('/sitemap/games-7.xml')))).toBe(1);
    expect(xmlProblems(page)).toEqual([]);
    const ids = gameLocs(page);
    expect(ids).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(ids[0]).toBe(6 * SITEMAP_PAGE_SIZE + 1);
    expect(ids.at(-1)).toBe(7 * SITEMAP_PAGE_SIZE);
    expect(new Set(ids).size).toBe(SITEMAP_PAGE_SIZE);
  });

  it('puts the remainder on the last page, and no page after it', async () => {
    await db.sql.query('DELETE FROM "Game" WHERE id > $1', [GAMES - 12_345]);
    const last = await get('/sitemap/games-20.xml');
    expect(xmlProblems(last)).toEqual([]);
    expect(gameLocs(last)).toHaveLength(SITEMAP_PAGE_SIZE - 12_345);
    expect((await fetch(`${base}/sitemap/games-21.xml`)).status).toBe(404);
  });
});
