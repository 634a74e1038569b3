import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { gameSearchKey, searchKey } from '#shared/search-key';
import { catalogueChanged } from './catalogue-changes.ts';
import { gamePageQuery } from './game-query.ts';
import { gameIdsPageQuery as pageQuery } from '../../test/game-page-query.ts';

const t = useTestApp({ seed: true });

/** Every game a search finds, page after page of `size`, and the count the first page gave. */
async function walk(search: string, size: number) {
  const ids: number[] = [];
  let after: string | null = null;
  let count: unknown;
  for (;;) {
    const result: any = await graphql(t.app, pageQuery, { search, first: size, after });
    expect(result.errors).toBeUndefined();
    count ??= result.data.games.count;
    ids.push(...result.data.games.edges.map((e: any) => e.node.databaseId));
    if (!result.data.games.pageInfo.hasNextPage) return { ids, count };
    after = result.data.games.pageInfo.endCursor;
  }
}

/**
 * The order written out the plain way, a rank for every match and one sort: the definition the
 * ranked walks must agree with. Matching is "every word occurs" (three letters or more) or "a
 * word starts with it" (shorter).
 */
async function reference(search: string): Promise<number[]> {
  const words = searchKey(search).split(' ').filter(Boolean);
  const matching = words.map((word, i) =>
    [...word].length >= 3
      ? `"searchKey" LIKE '%' || $${i + 2} || '%'`
      : `("searchKey" LIKE $${i + 2} || '%' OR "searchKey" LIKE '% ' || $${i + 2} || '%')`,
  );
  const rows = await t.db.sql.query<{ id: number }>(
    `SELECT id FROM "Game" WHERE ${matching.join(' AND ')}
     ORDER BY CASE WHEN "titleKey" = $1 THEN 0
                   WHEN starts_with("titleKey", $1) THEN 1
                   WHEN starts_with("searchKey", $1) OR position(' ' || $1 IN "searchKey") > 0 THEN 2
                   ELSE 3 END,
              "titleKey" COLLATE "C", id`,
    [words.join(' '), ...words],
  );
  return rows.map((row) => row.id);
}

async function addGame(title: string, versionTitles: string[] = []): Promise<number> {
  const consoleId = (await t.db.prisma.console.findFirstOrThrow({ select: { id: true } })).id;
  const game = await t.db.prisma.game.create({
    data: {
      title,
      titleKey: searchKey(title),
      searchKey: gameSearchKey(title, versionTitles),
      consoleId,
    },
  });
  return game.id;
}

/** What GameWordStart should hold for a game: the first 1-3 letters of each word of its key. */
function wordStartsOf(key: string): string[] {
  const prefixes = new Set<string>();
  for (const word of key.split(' ').filter(Boolean)) {
    const letters = [...word];
    for (let n = 1; n <= Math.min(3, letters.length); n += 1) prefixes.add(letters.slice(0, n).join(''));
  }
  return [...prefixes].sort();
}

async function storedWordStarts(gameId: number) {
  const rows = await t.db.sql.query<{ prefix: string; titleKey: string }>(
    `SELECT prefix, "titleKey" FROM "GameWordStart" WHERE "gameId" = $1 ORDER BY prefix COLLATE "C"`,
    [gameId],
  );
  return { prefixes: rows.map((row) => row.prefix), titleKeys: [...new Set(rows.map((row) => row.titleKey))] };
}

describe('a search in relevance order', () => {
  it('pages through the exact title, titles starting with it, word starts, then the rest, without repeats or gaps', async () => {
    for (const title of ['Drift', 'Dr Mario', 'Dragon', 'Dragon Saga', 'Super Dragon', 'Mega Dr', 'Adragon'])
      await addGame(title);
    await addGame('Kaiju Fight', ['Dragon Fight']);
    await catalogueChanged(t.db);
    for (const search of ['dr', 'd', 'dragon', 'ragon', 'dr m', 'super d', 'a', 'zelda', 'mario']) {
      const expected = await reference(search);
      const { ids, count } = await walk(search, 3);
      expect(ids, search).toEqual(expected);
      expect(count, search).toEqual({ value: expected.length, kind: 'EXACT' });
    }
  });

  it('answers a forged cursor of a rank past the last one with an empty page, not an error', async () => {
    const cursor = Buffer.from(
      `games:${JSON.stringify({ order: 'RELEVANCE', rank: 9, title: 'x', released: null, added: '2020-01-01 00:00:00.000', id: 1 })}`,
    ).toString('base64url');
    const result: any = await graphql(t.app, pageQuery, { search: 'dr', first: 3, after: cursor });
    expect(result.errors).toBeUndefined();
    expect(result.data.games.edges).toEqual([]);
  });
});

describe('GameWordStart', () => {
  it('holds the first letters of every word of every game, through inserts, edits and deletes', async () => {
    const id = await addGame('Ōkami HD', ['大神 絶景版']);
    expect(await storedWordStarts(id)).toEqual({
      prefixes: wordStartsOf(gameSearchKey('Ōkami HD', ['大神 絶景版'])),
      titleKeys: ['okami hd'],
    });

    const key = gameSearchKey('Okami Zekkeiban', []);
    await t.db.prisma.game.update({
      where: { id },
      data: { title: 'Okami Zekkeiban', titleKey: 'okami zekkeiban', searchKey: key },
    });
    expect(await storedWordStarts(id)).toEqual({ prefixes: wordStartsOf(key), titleKeys: ['okami zekkeiban'] });

    // A write that leaves the keys alone leaves the rows alone.
    await t.db.prisma.game.update({ where: { id }, data: { firstReleaseDate: new Date('2012-10-30') } });
    expect((await storedWordStarts(id)).prefixes).toEqual(wordStartsOf(key));

    await t.db.prisma.game.delete({ where: { id } });
    expect((await storedWordStarts(id)).prefixes).toEqual([]);
  });

  it('agrees with every seeded game', async () => {
    const games = await t.db.sql.query<{ id: number; titleKey: string; searchKey: string }>(
      'SELECT id, "titleKey", "searchKey" FROM "Game" ORDER BY id',
      [],
    );
    const rows = await t.db.sql.query<{ gameId: number; prefixes: string[]; titleKeys: string[] }>(
      `SELECT "gameId", array_agg(prefix ORDER BY prefix COLLATE "C") AS prefixes, array_agg(DISTINCT "titleKey") AS "titleKeys"
       FROM "GameWordStart" GROUP BY "gameId"`,
      [],
    );
    const stored = new Map(rows.map((row) => [row.gameId, row]));
    expect(games.length).toBeGreaterThan(20);
    for (const game of games) {
      expect(stored.get(game.id)?.prefixes ?? [], game.searchKey).toEqual(wordStartsOf(game.searchKey));
      expect(stored.get(game.id)?.titleKeys ?? [], game.searchKey).toEqual(game.searchKey ? [game.titleKey] : []);
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans of the catalogue's tables read (returned plus filtered out). */
function rowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'Game' || node['Relation Name'] === 'GameWordStart'
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

describe('the work of a search page', () => {
  it('does not grow with the number of matches when title starts or word starts fill the page', async () => {
    const consoleId = (await t.db.prisma.console.findFirstOrThrow({ select: { id: true } })).id;
    // 3,000 titles starting with "bulk" (rank 1 for "bu"), each with a second word starting with "x"
    // (rank 2 for "x"), and the same number again starting with other letters.
    await t.db.sql.query(
      `INSERT INTO "Game" (title, "titleKey", "searchKey", "consoleId", "updatedAt")
       SELECT t, lower(t), lower(t), $1, now()
       FROM generate_series(1, 3000) AS n, LATERAL (VALUES ('Bulk X' || n), ('Other ' || n)) AS v(t)`,
      [consoleId],
    );
    await t.db.sql.query('ANALYZE "Game", "GameWordStart"', []);
    for (const search of ['bu', 'x', 'bulk']) {
      const page = gamePageQuery({ search }, 'RELEVANCE', 25, null, null);
      const [plan] = await t.db.sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${page.text}`,
        page.values,
      );
      const read = rowsRead(plan!['QUERY PLAN'][0].Plan);
      // A page of 25: the ranks' walks read about that many rows each, not the 3,000 matches.
      expect(read, search).toBeLessThan(200);
    }
  });
});
