// A game by id and through the Relay node field, and ids no row can have.
import { describe, expect, it, vi } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { captureLogs } from '../log/logger.ts';

const t = useTestApp({ seed: true });

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
    // Yoga's logger writes structured lines (log/logger.ts): none at error level either.
    const logs = captureLogs('error');
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
      expect(logs.lines).toEqual([]);
    } finally {
      errors.mockRestore();
      logs.restore();
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
