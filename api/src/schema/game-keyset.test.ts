import { describe, expect, it, onTestFinished } from 'vitest';
import { GAME_COUNT } from '#shared/catalogue-rules';
import { graphql, useTestApp } from '../../test/app.ts';
import { catalogueChanged } from '../catalogue/catalogue-changes.ts';
import { gameIdsPageQuery as pageQuery } from '../../test/game-page-query.ts';

const t = useTestApp({ seed: true });

async function page(variables: Record<string, unknown>) {
  const result: any = await graphql(t.app, pageQuery, variables);
  expect(result.errors).toBeUndefined();
  return result.data.games;
}

/** Every game id, page after page of `size`, and the SQL the pages sent. */
async function walk(variables: Record<string, unknown>, size = 7) {
  const ids: number[] = [];
  const texts: string[] = [];
  let after: string | null = null;
  t.db.statements.texts = texts;
  try {
    for (;;) {
      const games: any = await page({ ...variables, first: size, after });
      ids.push(...games.edges.map((e: any) => e.node.databaseId));
      if (!games.pageInfo.hasNextPage) break;
      after = games.pageInfo.endCursor;
    }
  } finally {
    delete t.db.statements.texts;
  }
  return { ids, texts };
}

const everyId = async (orderBy: string) =>
  (await t.db.sql.query<{ id: number }>(`SELECT id FROM "Game" ORDER BY ${orderBy}`, [])).map((row) => row.id);

describe('games pages seek on the sort key', () => {
  it.each([
    ['TITLE', 'title, id'],
    ['RELEASE_DATE', '"firstReleaseDate" ASC NULLS LAST, id'],
    ['RECENTLY_ADDED', '"createdAt" DESC, id DESC'],
  ])('walks every game once in %s order, and no page skips rows with OFFSET', async (orderBy, sql) => {
    // Some games share a date: ties must be broken by id across page boundaries too.
    await t.db.sql.query(`UPDATE "Game" SET "createdAt" = '2020-01-01' WHERE id % 3 = 0`, []);
    const { ids, texts } = await walk({ orderBy });
    expect(ids).toEqual(await everyId(sql));
    const pageStatements = texts.filter((text) => text.includes('FROM "Game" g'));
    expect(pageStatements.length).toBeGreaterThan(3);
    expect(pageStatements.filter((text) => /OFFSET/i.test(text))).toEqual([]);
  });

  it('walks a search in relevance order without repeats or gaps', async () => {
    const whole = await page({ search: 'a', first: 60 });
    const { ids } = await walk({ search: 'a' }, 4);
    expect(ids).toEqual(whole.edges.map((e: any) => e.node.databaseId));
  });

  it('refuses a cursor of another sort order, and text that is no cursor', async () => {
    const first = await page({ first: 2, orderBy: 'TITLE' });
    const other: any = await graphql(t.app, pageQuery, {
      first: 2,
      after: first.pageInfo.endCursor,
      orderBy: 'RECENTLY_ADDED',
    });
    expect(other.errors?.[0]?.message).toBe('after is a cursor of another sort order or search');
    const bogus: any = await graphql(t.app, pageQuery, { first: 2, after: 'T2Zmc2V0Q29ubmVjdGlvbjox' });
    expect(bogus.errors?.[0]?.message).toBe('after is not a cursor of this list');
  });
});

describe("the games list's count", () => {
  it('is exact for a catalogue within the limit', async () => {
    const total = (await t.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM "Game"', []))[0]!.n;
    expect((await page({ first: 1 })).count).toEqual({ value: total, kind: 'EXACT' });
  });

  it('is "about N" from the catalogue\'s estimated size past the limit, and "more than N" for a large filtered set', async () => {
    const consoleId = (await t.db.prisma.console.findFirstOrThrow({ select: { id: true } })).id;
    await t.db.sql.query(
      `INSERT INTO "Game" (title, "titleKey", "searchKey", "consoleId", "updatedAt")
       SELECT 'Bulk ' || n, 'bulk ' || n, 'bulk ' || n, $1, now() FROM generate_series(1, $2::int) AS n`,
      [consoleId, GAME_COUNT.exactUpTo + 500],
    );
    // The other tests walk and count the seeded catalogue, whichever runs after this one.
    onTestFinished(async () => {
      await t.db.sql.query(`DELETE FROM "Game" WHERE "titleKey" LIKE 'bulk %'`, []);
      await t.db.sql.query('ANALYZE "Game"', []);
      await catalogueChanged(t.db);
    });
    await t.db.sql.query('ANALYZE "Game"', []);
    // Written behind the app's back: say so, as every catalogue write does (the response cache
    // may hold the count another test asked for).
    await catalogueChanged(t.db);
    const all = (await page({ first: 1 })).count;
    expect(all.kind).toBe('ESTIMATE');
    expect(all.value).toBeGreaterThan(GAME_COUNT.exactUpTo);
    expect((await page({ first: 1, search: 'bulk' })).count).toEqual({ value: GAME_COUNT.exactUpTo, kind: 'AT_LEAST' });
    const exact: any = await graphql(t.app, '{ games(search: "bulk", first: 1) { totalCount } }');
    expect(exact.data.games.totalCount).toBe(GAME_COUNT.exactUpTo + 500);
  });
});
