import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';

const t = useTestApp({ seed: true });

describe('version by id', () => {
  it('returns the version with its game, region, dates and companies', async () => {
    const row = await t.db.prisma.version.findFirstOrThrow({ where: { title: 'Pokémon Rouge' }, select: { id: true } });
    const result: any = await graphql(
      t.app,
      `
        query V($id: Int!) {
          version(databaseId: $id) {
            title
            region
            country
            revision
            releaseDate
            game {
              title
            }
            publishers {
              name
            }
            mediumImage {
              url
              mime
              width
              height
            }
          }
        }
      `,
      { id: row.id },
    );
    expect(result.data.version).toMatchObject({
      title: 'Pokémon Rouge',
      region: 'PAL',
      country: 'France',
      revision: '1.0',
      releaseDate: '1999-10-08',
      game: { title: 'Pokémon Red Version' },
      publishers: [{ name: 'Nintendo' }],
      mediumImage: { mime: 'image/webp', width: 300, height: 300 },
    });
  });

  it('answers null for an unknown id', async () => {
    const result: any = await graphql(
      t.app,
      `
        {
          version(databaseId: 987654) {
            title
          }
        }
      `,
    );
    expect(result).toEqual({ data: { version: null } });
  });
});

describe('game list filters and orders', () => {
  it('narrows the list to one console by its global id', async () => {
    const consoles: any = await graphql(
      t.app,
      `
        {
          consoles {
            edges {
              node {
                id
                name
              }
            }
          }
        }
      `,
    );
    const gameBoy = consoles.data.consoles.edges.find((e: any) => e.node.name === 'Game Boy').node;
    const result: any = await graphql(
      t.app,
      `
        query G($c: ID) {
          games(consoleId: $c, first: 100) {
            edges {
              node {
                console {
                  name
                }
              }
            }
          }
        }
      `,
      { c: gameBoy.id },
    );
    const names = result.data.games.edges.map((e: any) => e.node.console.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Game Boy']));
  });

  it('orders by first release date when asked', async () => {
    const result: any = await graphql(
      t.app,
      `
        {
          games(first: 100, orderBy: RELEASE_DATE) {
            edges {
              node {
                firstReleaseDate
              }
            }
          }
        }
      `,
    );
    const dates = result.data.games.edges.map((e: any) => e.node.firstReleaseDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a console id of another type', async () => {
    const games: any = await graphql(
      t.app,
      `
        {
          games(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
    );
    const result = await graphql(
      t.app,
      `
        query G($c: ID) {
          games(consoleId: $c) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
      {
        c: games.data.games.edges[0].node.id,
      },
    );
    expect(result.errors?.[0]?.message).toMatch(/Console/);
  });
});
