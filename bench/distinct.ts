// Issue 26's rows for `npm run bench`: what an integrator walking the catalogue asks, a different
// question each request (distinct-request.cjs picks one at random), so no answer is asked for twice
// in a row and the GraphQL response cache rarely holds it. Each question in REST and in GraphQL
// with REST's fields; the caller adds the viewer field, as the web asks it.
import type { Database } from '../api/src/db/database.ts';
import { encodeGameCursor } from '../api/src/catalogue/game-cursor.ts';
import type { BenchRequest } from './throughput.ts';
import { LIMITS } from '#shared/rules';

// The fields of the REST shapes (api/src/rest/queries.ts), every one of them, nothing more.
const COMPANIES = 'developers { databaseId name } publishers { databaseId name }';
export const CONSOLE_FIELDS = 'databaseId name manufacturer releaseDate';
export const VERSION_FIELDS = `databaseId game { databaseId } title region country revision releaseDate frontImage { url } backImage { url } mediumImage { url } boxArtUrl ${COMPANIES}`;
export const GAME_FIELDS = `databaseId title console { ${CONSOLE_FIELDS} } versions { ${VERSION_FIELDS} } ${COMPANIES}`;

/** The home page's random picks (web/src/screens/home). */
const HOME_PICKS = 12;
const PAGE = 25;
const SAMPLE = 20_000;

export interface DistinctRow {
  name: string;
  rest: BenchRequest[];
  /** GraphQL documents and variables, turned into requests by the caller (cookie, viewer). */
  graphql: { query: string; variables: Record<string, unknown> }[];
}

const get = (path: string): BenchRequest => ({ method: 'GET', path });
export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

export async function distinctRows(db: Database): Promise<DistinctRow[]> {
  const sample = <T>(sql: string) => db.sql.query<T>(sql, [SAMPLE]);
  const games = await sample<{ id: number; title: string }>('SELECT id, title FROM "Game" ORDER BY random() LIMIT $1');
  const versions = await sample<{ id: number }>('SELECT id FROM "Version" ORDER BY random() LIMIT $1');
  const consoles = await db.sql.query<{ id: number }>('SELECT id FROM "Console"');
  // Two-word searches from the catalogue's own titles: a fixed list, each word pair once.
  const searches = [
    ...new Set(
      games
        .map((game) => game.title.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
        .filter((words) => words.length >= 3),
    ),
  ].slice(0, 400);
  return [
    {
      name: 'game by id',
      rest: games.map((game) => get(`/api/v1/games/${game.id}`)),
      graphql: games.map((game) => ({
        query: `query G($id: Int!) { game(databaseId: $id) { ${GAME_FIELDS} } }`,
        variables: { id: game.id },
      })),
    },
    {
      name: 'version by id',
      rest: versions.map((version) => get(`/api/v1/versions/${version.id}`)),
      graphql: versions.map((version) => ({
        query: `query V($id: Int!) { version(databaseId: $id) { ${VERSION_FIELDS} } }`,
        variables: { id: version.id },
      })),
    },
    {
      name: 'console by id',
      rest: consoles.map((console) => get(`/api/v1/consoles/${console.id}`)),
      graphql: consoles.map((console) => ({
        query: `query C($id: ID!) { node(id: $id) { ... on Console { ${CONSOLE_FIELDS} } } }`,
        variables: { id: globalId('Console', console.id) },
      })),
    },
    {
      name: `search (${searches.length} phrases)`,
      rest: searches.map((words) => get(`/api/v1/games/search?name=${encodeURIComponent(words)}`)),
      graphql: searches.map((words) => ({
        query: `query S($s: String) { games(first: ${LIMITS.nameSearchMax}, search: $s) { edges { node { ${GAME_FIELDS} } } } }`,
        variables: { s: words },
      })),
    },
    {
      // REST pages by id, GraphQL by title: each seeks through its order's index past a cursor.
      name: `deep page by cursor (${PAGE})`,
      rest: games.map((game) => get(`/api/v1/games?after=${game.id}&length=${PAGE}`)),
      graphql: games.map((game) => ({
        query: `query P($after: String) { games(first: ${PAGE}, after: $after) { count { value } edges { node { ${GAME_FIELDS} } } } }`,
        variables: {
          after: encodeGameCursor({
            order: 'TITLE',
            rank: null,
            title: game.title,
            released: null,
            added: '',
            id: game.id,
          }),
        },
      })),
    },
    {
      name: `home page's random picks (${HOME_PICKS})`,
      rest: [get(`/api/v1/games/random?amount=${HOME_PICKS}`)],
      graphql: [{ query: `{ randomGames(amount: ${HOME_PICKS}) { ${GAME_FIELDS} } }`, variables: {} }],
    },
  ];
}
