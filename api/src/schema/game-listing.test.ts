// The games list: paging, page size and statements per page; random picks; the console list.
import { describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { fixtureGames } from '../../test/catalogue-fixture.ts';
import { gamePageQuery as pageQuery } from '../../test/game-page-query.ts';

const t = useTestApp({ seed: true });

describe('games connection', () => {
  it('pages through every game in title order without repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result: any = await graphql(t.app, pageQuery, { first: 7, after });
      expect(result.errors).toBeUndefined();
      seen.push(...result.data.games.edges.map((e: any) => e.node.title));
      if (!result.data.games.pageInfo.hasNextPage) break;
      after = result.data.games.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(fixtureGames.length);
    expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
  });

  it('loads a page of 20 games with consoles and versions in at most 3 SQL statements', async () => {
    let result: any;
    const statements = await countStatements(t.db, async () => {
      result = await graphql(
        t.app,
        `
          {
            games(first: 20) {
              edges {
                node {
                  title
                  console {
                    name
                  }
                  versions {
                    title
                    region
                    releaseDate
                  }
                }
              }
            }
          }
        `,
      );
    });
    expect(result.data.games.edges).toHaveLength(20);
    expect(result.data.games.edges.every((e: any) => e.node.versions.length > 0 && e.node.console.name)).toBe(true);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('issues the same two statements however many games a page holds (no N+1)', async () => {
    const counts = [];
    for (const first of [5, 30]) {
      counts.push(await countStatements(t.db, () => graphql(t.app, pageQuery, { first })));
    }
    // the page's ids, then the games with consoles, versions and images joined in
    expect(counts).toEqual([2, 2]);
  });

  it('refuses a page larger than 100 with a clear error', async () => {
    const result = await graphql(t.app, pageQuery, { first: 101 });
    expect(result.errors?.[0]?.message).toBe('A page holds at most 100 games');
  });
});

describe('random games', () => {
  it('returns the requested number of distinct games', async () => {
    const result: any = await graphql(
      t.app,
      `
        query {
          randomGames(amount: 12) {
            databaseId
          }
        }
      `,
    );
    const ids = result.data.randomGames.map((g: any) => g.databaseId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('defaults to 10 games', async () => {
    const result: any = await graphql(
      t.app,
      `
        query {
          randomGames {
            databaseId
          }
        }
      `,
    );
    expect(result.data.randomGames).toHaveLength(10);
  });

  it.each([0, 51, -3])('refuses amount %i with a message naming the range', async (amount) => {
    const result = await graphql(
      t.app,
      `
        query R($a: Int) {
          randomGames(amount: $a) {
            databaseId
          }
        }
      `,
      { a: amount },
    );
    expect(result.errors?.[0]?.message).toBe('amount must be between 1 and 50');
  });
});

describe('consoles', () => {
  it('lists consoles by manufacturer then name with release dates', async () => {
    const result: any = await graphql(
      t.app,
      `
        query {
          consoles {
            edges {
              node {
                name
                manufacturer
                releaseDate
              }
            }
          }
        }
      `,
    );
    const nodes = result.data.consoles.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(40);
    const keys = nodes.map((n: any) => `${n.manufacturer}\u0000${n.name}`);
    expect(keys).toEqual([...keys].sort());
  });
});
