import { describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';

const t = useTestApp({ seed: true });

const listQuery = /* GraphQL */ `
  query List(
    $search: String
    $consoleId: ID
    $region: Region
    $developerId: ID
    $publisherId: ID
    $from: Int
    $to: Int
    $orderBy: GameOrder
    $first: Int
    $after: String
  ) {
    games(
      search: $search
      consoleId: $consoleId
      region: $region
      developerId: $developerId
      publisherId: $publisherId
      releasedFrom: $from
      releasedTo: $to
      orderBy: $orderBy
      first: $first
      after: $after
    ) {
      totalCount
      edges {
        node {
          title
          firstReleaseDate
          console {
            name
          }
          versions {
            region
          }
          developers {
            name
          }
          publishers {
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

async function list(variables: Record<string, unknown>) {
  const result: any = await graphql(t.app, listQuery, { first: 100, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data.games as {
    totalCount: number;
    edges: { node: any }[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
}
const titles = (games: { edges: { node: { title: string } }[] }) => games.edges.map((e) => e.node.title);

async function consoleId(name: string): Promise<string> {
  const result: any = await graphql(t.app, '{ consoles { edges { node { id name } } } }');
  return result.data.consoles.edges.find((e: any) => e.node.name === name).node.id;
}

async function companyId(name: string): Promise<string> {
  const result: any = await graphql(t.app, 'query C($s: String!) { companies(search: $s) { id name } }', { s: name });
  return result.data.companies.find((c: any) => c.name === name).id;
}

describe('games search ranking', () => {
  it('puts the exact title first, then titles starting with the search, then the rest', async () => {
    const games = await list({ search: 'super mario bros' });
    expect(titles(games).slice(0, 1)).toEqual(['Super Mario Bros.']);
    expect(titles(games)).toEqual(
      expect.arrayContaining(['Super Mario Bros. 2', 'Super Mario Bros. 3', 'Super Mario Bros.: The Lost Levels']),
    );
    const exactGames = await list({ search: 'metroid' });
    expect(titles(exactGames).every((title) => title === 'Metroid')).toBe(true);
  });

  it('ranks a title starting with the search above one merely containing it', async () => {
    const games = await list({ search: 'mario' });
    // "Dr. Mario" contains the word but does not start with it; nothing here starts with "mario",
    // so word-prefix matches come in title order: all of them match.
    expect(titles(games)).toContain('Dr. Mario');
    const ordered = titles(await list({ search: 'zelda' }));
    expect(ordered.indexOf('Zelda II: The Adventure of Link')).toBeLessThan(ordered.indexOf('The Legend of Zelda'));
  });

  it('orders by title when asked, even with a search', async () => {
    const ordered = titles(await list({ search: 'zelda', orderBy: 'TITLE' }));
    expect(ordered).toEqual([...ordered].sort());
    expect(ordered[0]).toBe('The Legend of Zelda');
  });

  it('counts the matches', async () => {
    const games = await list({ search: 'mario', first: 2 });
    expect(games.edges).toHaveLength(2);
    expect(games.totalCount).toBeGreaterThanOrEqual(5);
    expect(games.pageInfo.hasNextPage).toBe(true);
  });
});

describe('games filters', () => {
  it('filters by console', async () => {
    const games = await list({ consoleId: await consoleId('Famicom Disk System') });
    expect(titles(games).sort()).toEqual(['Metroid', 'Super Mario Bros.: The Lost Levels', 'The Legend of Zelda']);
  });

  it('filters by region: games with at least one version there', async () => {
    const games = await list({ region: 'PAL' });
    expect(games.edges.length).toBeGreaterThan(0);
    expect(games.edges.every((e) => e.node.versions.some((v: any) => v.region === 'PAL'))).toBe(true);
    expect(titles(games)).not.toContain('Dragon Quest');
  });

  it('filters by developer and by publisher', async () => {
    const konami = titles(await list({ developerId: await companyId('Konami') })).sort();
    expect(konami).toEqual(['Castlevania', 'Contra', 'Metal Gear', 'Teenage Mutant Ninja Turtles']);
    const tradewest = titles(await list({ publisherId: await companyId('Tradewest') })).sort();
    expect(tradewest).toEqual(['Battletoads', 'Double Dragon']);
  });

  it('filters by first-release year, inclusive', async () => {
    const games = await list({ from: 1986, to: 1986 });
    expect(games.edges.length).toBeGreaterThan(0);
    expect(games.edges.every((e) => e.node.firstReleaseDate.startsWith('1986'))).toBe(true);
  });

  it('combines filters with a search', async () => {
    const games = await list({ search: 'zelda', consoleId: await consoleId('Famicom Disk System') });
    expect(games.edges.map((e) => e.node.console.name)).toEqual(['Famicom Disk System']);
  });

  it('sorts by release date and by recently added', async () => {
    const byDate = (await list({ orderBy: 'RELEASE_DATE' })).edges.map((e) => e.node.firstReleaseDate);
    expect(byDate).toEqual([...byDate].sort());
    const recent = await list({ orderBy: 'RECENTLY_ADDED', first: 3 });
    expect(recent.edges).toHaveLength(3);
  });

  it('refuses impossible year ranges with a clear error', async () => {
    const reversed: any = await graphql(t.app, listQuery, { from: 1999, to: 1990 });
    expect(reversed.errors[0].message).toBe('releasedFrom must not be after releasedTo');
    const tooEarly: any = await graphql(t.app, listQuery, { from: 1200 });
    expect(tooEarly.errors[0].message).toBe('releasedFrom must be a year between 1950 and 2100');
  });

  it('pages with cursors without repeats', async () => {
    const first = await list({ first: 10 });
    const second = await list({ first: 10, after: first.pageInfo.endCursor });
    expect(titles(second)).toHaveLength(10);
    expect(
      titles(second).filter(
        (title, i) =>
          titles(first)[i] === title && first.edges[i]!.node.console.name === second.edges[i]!.node.console.name,
      ),
    ).toEqual([]);
  });

  it('reads a filtered page in two statements, and the exact count in a third', async () => {
    const filters = { search: 'mario', region: 'PAL', developerId: await companyId('Nintendo R&D4') };
    const withCount = await countStatements(t.db, () => graphql(t.app, listQuery, filters));
    const withoutCount = await countStatements(t.db, () =>
      graphql(
        t.app,
        'query($s: String) { games(search: $s, first: 50) { edges { node { title console { name } versions { title } } } } }',
        { s: 'mario' },
      ),
    );
    expect(withCount).toBe(3);
    expect(withoutCount).toBe(2);
  });
});

describe('game detail', () => {
  it('loads a game with console, companies, versions and every image in one statement', async () => {
    const { id } = await t.db.prisma.game.findFirstOrThrow({
      where: { title: 'Pokémon Red Version' },
      select: { id: true },
    });
    let result: any;
    const statements = await countStatements(t.db, async () => {
      result = await graphql(
        t.app,
        `
          query ($id: Int!) {
            game(databaseId: $id) {
              title
              console {
                name
                manufacturer
              }
              developers {
                name
              }
              publishers {
                name
              }
              versions {
                title
                region
                country
                revision
                releaseDate
                boxArtUrl
                frontImage {
                  url
                }
                backImage {
                  url
                }
                mediumImage {
                  url
                  width
                }
                developers {
                  name
                }
                publishers {
                  name
                }
              }
            }
          }
        `,
        { id },
      );
    });
    expect(result.data.game.versions).toHaveLength(3);
    expect(statements).toBe(1);
  });
});
