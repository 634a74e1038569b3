import { describe, expect, it } from 'vitest';
import { countStatements, graphql } from '../../test/app.ts';
import { LIMITS } from '#shared/rules';
import { consoleShape, expectedGame, expectedVersion } from './expected-shapes.ts';
import { useRestServer } from './test-server.ts';

// The limit has its own tests (rate-limit.test.ts); here it would only get in the way.
const t = useRestServer({ seed: true, env: { REST_RATE_LIMIT_PER_SECOND: '0' } });

const gameIdOf = async (title: string) =>
  (await t.db.prisma.game.findFirstOrThrow({ where: { title }, select: { id: true } })).id;

describe('REST catalogue routes', () => {
  it('lists games by id in pages, with the total and the page asked for', async () => {
    const all = await t.db.prisma.game.findMany({ orderBy: { id: 'asc' }, select: { id: true } });
    const { status, body } = await t.get('/api/v1/games?start=2&length=3');
    expect(status).toBe(200);
    expect(body).toEqual({
      games: await Promise.all(all.slice(2, 5).map((g) => expectedGame(t.db, g.id))),
      total: all.length,
      total_kind: 'exact',
      start: 2,
      length: 3,
      next: `/api/v1/games?start=5&length=3&after=${all[4]!.id}`,
    });
  });

  it('lists 25 games from the start by default, and an empty page past the end', async () => {
    const first = await t.get('/api/v1/games');
    expect(first.body.games).toHaveLength(25);
    expect(first.body).toMatchObject({ start: 0, length: 25 });
    expect(first.body.games.map((g: { id: number }) => g.id)).toEqual(
      [...first.body.games.map((g: { id: number }) => g.id)].sort((a, b) => a - b),
    );
    const past = await t.get('/api/v1/games?start=1000&length=100');
    expect(past.body).toEqual({
      games: [],
      total: first.body.total,
      total_kind: 'exact',
      start: 1000,
      length: 100,
      next: null,
    });
  });

  it('answers a game with its versions earliest first, regions as people write them and absolute image URLs', async () => {
    const id = await gameIdOf('Pokémon Red Version');
    const { status, body } = await t.get(`/api/v1/games/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual(await expectedGame(t.db, id));
    expect(body).toMatchObject({
      title: 'Pokémon Red Version',
      console: { name: 'Game Boy', manufacturer: 'Nintendo', release_date: '1989-04-21' },
      developers: [{ name: 'Game Freak' }],
      publishers: [{ name: 'Nintendo' }],
    });
    expect(body.versions.map((v: Record<string, unknown>) => [v.title, v.region, v.country, v.release_date])).toEqual([
      ['ポケットモンスター 赤', 'NTSC-J', null, '1996-02-27'],
      ['Pokémon Red Version', 'NTSC-U', null, '1998-09-28'],
      ['Pokémon Rouge', 'PAL', 'France', '1999-10-08'],
    ]);
    expect(body.versions[0].front_image_url).toMatch(/^https:\/\/cartridgevault\.test\/images\/[0-9a-f]{64}$/);
  });

  it('answers a version with its companies', async () => {
    const version = await t.db.prisma.version.findFirstOrThrow({
      where: { title: 'Pokémon Rouge' },
      select: { id: true },
    });
    const { status, body } = await t.get(`/api/v1/versions/${version.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(await expectedVersion(t.db, version.id));
    expect(body).toMatchObject({
      title: 'Pokémon Rouge',
      region: 'PAL',
      country: 'France',
      release_date: '1999-10-08',
      box_art_url: null,
    });
  });

  it('lists every console by manufacturer then name, and answers one console', async () => {
    const consoles = await t.db.prisma.console.findMany({
      orderBy: [{ manufacturer: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    });
    const list = await t.get('/api/v1/consoles');
    expect(list.body).toEqual({ consoles: consoles.map(consoleShape) });
    const one = await t.get(`/api/v1/consoles/${consoles[0]!.id}`);
    expect(one.body).toEqual(consoleShape(consoles[0]!));
  });

  it('picks distinct random games, 10 by default and at most 50', async () => {
    const ten = await t.get('/api/v1/games/random');
    expect(ten.status).toBe(200);
    expect(ten.headers.get('cache-control')).toBe('no-store');
    expect(new Set(ten.body.games.map((g: { id: number }) => g.id)).size).toBe(LIMITS.randomGamesDefault);
    const game = ten.body.games[0];
    expect(game).toEqual(await expectedGame(t.db, game.id));
    const total = await t.db.prisma.game.count();
    const many = await t.get(`/api/v1/games/random?amount=${LIMITS.randomGamesMax}`);
    expect(new Set(many.body.games.map((g: { id: number }) => g.id)).size).toBe(Math.min(total, LIMITS.randomGamesMax));
  });

  it('ignores query parameters it does not know', async () => {
    expect((await t.get('/api/v1/consoles?utm_source=feed&callback=x')).status).toBe(200);
  });
});

describe('REST name search', () => {
  const graphqlIds = async (search: string) => {
    const result = await graphql(
      t.graphqlApp,
      'query S($s: String) { games(first: 10, search: $s) { edges { node { databaseId } } } }',
      { s: search },
    );
    return result.data.games.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
  };

  it.each(['pokemon red', 'ポケモン', 'ぽけっともんすたー', 'ﾄﾞﾗｺﾞﾝｸｴｽﾄ', 'dragon quest', 'mario', 'zel', 'a'])(
    'finds the same games in the same order as the site search for %j',
    async (name) => {
      const { status, body } = await t.get(`/api/v1/games/search?name=${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expect(body.games.map((g: { id: number }) => g.id)).toEqual(await graphqlIds(name));
    },
  );

  it('puts the exact title first and answers at most 10 games', async () => {
    const red = await t.get('/api/v1/games/search?name=pokemon%20red%20version');
    expect(red.body.games[0]).toEqual(await expectedGame(t.db, await gameIdOf('Pokémon Red Version')));
    // A one-letter word matches the start of a word (many games start a word with m).
    const many = await t.get('/api/v1/games/search?name=m');
    expect(many.body.games.length).toBe(LIMITS.nameSearchMax);
  });

  it('finds a game by its Japanese version title in kana of the other kind', async () => {
    const { body } = await t.get(`/api/v1/games/search?name=${encodeURIComponent('ぽけっともんすたー')}`);
    expect(body.games.map((g: { title: string }) => g.title)).toContain('Pokémon Red Version');
  });
});

describe('REST SQL statements per route', () => {
  const statements = (path: string) => countStatements(t.db, () => t.get(path));

  it('builds each answer in one statement; search and random first pick their ids', async () => {
    const gameId = await gameIdOf('Dragon Quest');
    const version = await t.db.prisma.version.findFirstOrThrow({ select: { id: true } });
    const firstConsole = await t.db.prisma.console.findFirstOrThrow({ select: { id: true } });
    expect(await statements('/api/v1/games?length=100')).toBe(1);
    expect(await statements(`/api/v1/games/${gameId}`)).toBe(1);
    expect(await statements(`/api/v1/versions/${version.id}`)).toBe(1);
    expect(await statements('/api/v1/consoles')).toBe(1);
    expect(await statements(`/api/v1/consoles/${firstConsole.id}`)).toBe(1);
    // The ids (the UI's search definition), then the games.
    expect(await statements('/api/v1/games/search?name=pokemon')).toBe(2);
    // The ids (drawn, or a table this small read whole, in one statement), then the games.
    expect(await statements('/api/v1/games/random?amount=50')).toBe(2);
    expect(await statements('/api/v1/openapi.json')).toBe(0);
  });

  it('asks the database nothing for a bad parameter or an id no row can have', async () => {
    expect(await statements('/api/v1/games?length=0')).toBe(0);
    expect(await statements('/api/v1/games/2147483648')).toBe(0);
    expect(await statements('/api/v1/games/2147483647')).toBe(1);
  });
});
