import { describe, expect, it, vi } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { fixtureGames } from '../../test/catalogue-fixture.ts';

const t = useTestApp({ seed: true });

const pageQuery = /* GraphQL */ `
  query Page($first: Int, $after: String, $search: String) {
    games(first: $first, after: $after, search: $search) {
      edges {
        cursor
        node {
          id
          databaseId
          title
          console {
            name
            manufacturer
          }
          versions {
            title
            region
            releaseDate
            mediumImage {
              url
            }
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

  it('finds "Pokémon Red Version" when searching "pokemon red"', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'pokemon red' });
    expect(result.data.games.edges.map((e: any) => e.node.title)).toEqual(['Pokémon Red Version']);
  });

  it('finds a half-width katakana title when searching in full-width katakana', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'ドラゴン' });
    expect(result.data.games.edges.map((e: any) => e.node.title)).toContain('Dragon Quest');
  });

  it('ignores punctuation and case in the search', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'POKÉMON: red!' });
    expect(result.data.games.edges).toHaveLength(1);
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'zzzz no such game' });
    expect(result.errors).toBeUndefined();
    expect(result.data.games.edges).toEqual([]);
  });

  it('refuses a page larger than 100 with a clear error', async () => {
    const result = await graphql(t.app, pageQuery, { first: 101 });
    expect(result.errors?.[0]?.message).toBe('A page holds at most 100 games');
  });
});

describe('game by id', () => {
  it('returns versions earliest first with developers and publishers', async () => {
    const result: any = await graphql(
      t.app,
      `
        query {
          games(search: "pokemon red") {
            edges {
              node {
                databaseId
              }
            }
          }
        }
      `,
    );
    const id = result.data.games.edges[0].node.databaseId;
    const detail: any = await graphql(
      t.app,
      `
        query G($id: Int!) {
          game(databaseId: $id) {
            title
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
              releaseDate
              frontImage {
                url
              }
              backImage {
                url
              }
              mediumImage {
                url
              }
              developers {
                name
              }
            }
          }
        }
      `,
      { id },
    );
    const game = detail.data.game;
    expect(game.developers.map((d: any) => d.name)).toEqual(['Game Freak']);
    expect(game.versions.map((v: any) => v.region)).toEqual(['NTSC_J', 'NTSC_U', 'PAL']);
    expect(game.versions[2]).toMatchObject({ title: 'Pokémon Rouge', country: 'France', releaseDate: '1999-10-08' });
    expect(game.versions[0].frontImage.url).toMatch(/^\/images\/[0-9a-f]{64}$/);
  });

  it('answers null for an unknown id', async () => {
    const result: any = await graphql(
      t.app,
      `
        query {
          game(databaseId: 999999) {
            title
          }
        }
      `,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.game).toBeNull();
  });

  it('resolves a game through the Relay node field', async () => {
    const page: any = await graphql(
      t.app,
      `
        query {
          games(first: 1) {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      `,
    );
    const { id, title } = page.data.games.edges[0].node;
    const result: any = await graphql(
      t.app,
      `
        query N($id: ID!) {
          node(id: $id) {
            ... on Game {
              title
            }
          }
        }
      `,
      { id },
    );
    expect(result.data.node.title).toBe(title);
  });
});

describe('ids no row can have', () => {
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  const impossible = ['99999999999', '0', '-1', 'abc', '1.5'];

  it('name no node, whether asked for one or several, instead of failing', async () => {
    const page: any = await graphql(
      t.app,
      `
        query {
          games(first: 1) {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      `,
    );
    const real = page.data.games.edges[0].node;
    for (const id of impossible) {
      const one: any = await graphql(
        t.app,
        `
          query N($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: globalId('Game', id) },
      );
      expect(one).toEqual({ data: { node: null } });
    }
    const several: any = await graphql(
      t.app,
      `
        query N($ids: [ID!]!) {
          nodes(ids: $ids) {
            ... on Game {
              title
            }
          }
        }
      `,
      {
        ids: [globalId('Game', '99999999999'), real.id, globalId('Version', 'abc')],
      },
    );
    expect(several).toEqual({ data: { nodes: [null, { title: real.title }, null] } });
  });

  it('name no node for a well-formed id whose row is gone, and leave the other positions of nodes alone', async () => {
    const page: any = await graphql(
      t.app,
      `
        query {
          games(first: 1) {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      `,
    );
    const real = page.data.games.edges[0].node;
    const gone = await t.db.prisma.game.aggregate({ _max: { id: true } });
    const missing = globalId('Game', String(gone._max.id! + 1000));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const one: any = await graphql(
        t.app,
        `
          query N($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: missing },
      );
      expect(one).toEqual({ data: { node: null } });
      const versionGone: any = await graphql(
        t.app,
        `
          query N($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: globalId('Version', '2000000000') },
      );
      expect(versionGone).toEqual({ data: { node: null } });
      const several: any = await graphql(
        t.app,
        `
          query N($ids: [ID!]!) {
            nodes(ids: $ids) {
              ... on Game {
                title
              }
            }
          }
        `,
        {
          ids: [missing, real.id, globalId('User', '2000000000')],
        },
      );
      expect(several).toEqual({ data: { nodes: [null, { title: real.title }, null] } });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('look several nodes of one type up in as many statements as one', async () => {
    const page: any = await graphql(
      t.app,
      `
        query {
          games(first: 10) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
    );
    const ids = page.data.games.edges.map((edge: any) => edge.node.id);
    const query = `query N($ids: [ID!]!) { nodes(ids: $ids) { ... on Game { title } } }`;
    const one = await countStatements(t.db, () => graphql(t.app, query, { ids: ids.slice(0, 1) }));
    const ten = await countStatements(t.db, () => graphql(t.app, query, { ids }));
    expect(ten).toBe(one);
  });

  it('filter the games list down to nothing rather than failing', async () => {
    for (const id of impossible) {
      const result: any = await graphql(
        t.app,
        `
          query C($c: ID) {
            games(first: 5, consoleId: $c) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `,
        {
          c: globalId('Console', id),
        },
      );
      expect(result).toEqual({ data: { games: { edges: [] } } });
    }
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
