// The routes of the public REST facade. The router serves exactly this table and the
// OpenAPI document describes exactly this table.
import type { SqlQuery } from '../catalogue/game-query.ts';
import type { Database } from '../db/database.ts';
import { LIMITS } from '#shared/rules';
import { GAME_COUNT } from '#shared/catalogue-rules';
import { REST_PAGING } from '#shared/paging-rules';
import { pickRandomGameIds } from '../catalogue/random-games.ts';
import { CHANGE_FEED_PAGE } from '../changes/change-feed.ts';
import { changePageBody } from '../changes/change-rest.ts';
import {
  BadParamError,
  barcodeParam,
  countParam,
  idParam,
  positionParam,
  textParam,
  type ParamValue,
  type RestParam,
} from './params.ts';
import {
  consoleListQuery,
  consoleQuery,
  gamePageQuery,
  gameQuery,
  gamesByIdsQuery,
  nameSearchIdsQuery,
  versionQuery,
  versionsByBarcodeQuery,
  type BodyRow,
} from './queries.ts';

/** Catalogue data may be a minute old in a cache; random picks must never repeat from one. */
export const CACHE_CATALOGUE = 'public, max-age=60';
export const CACHE_NONE = 'no-store';

/** The names of the OpenAPI component schemas a route answers with. */
export type ResultSchema =
  'GamePage' | 'GameList' | 'Game' | 'Version' | 'VersionList' | 'ConsoleList' | 'Console' | 'ChangePage';

export interface RestRoute {
  /** Path template, as OpenAPI writes it. */
  path: string;
  /** The call's name in the product spec (section 7). */
  operationId: string;
  summary: string;
  params: RestParam[];
  result: ResultSchema;
  cacheControl: string;
  /** What an unknown id names in the 404 message ("Game 123 not found"). */
  entity?: 'Game' | 'Version' | 'Console';
  /** The response body, or null when the id in the path names nothing. */
  run(db: Database, imageBase: string, args: Record<string, ParamValue>): Promise<string | null>;
}

async function body(db: Database, query: SqlQuery): Promise<string | null> {
  const [row] = await db.sql.query<BodyRow>(query.text, query.values, { prepare: true });
  return row?.body ?? null;
}

// The router has checked every parameter against its description before `run`.
const num = (value: ParamValue | undefined) => value as number;

export const REST_ROUTES: RestRoute[] = [
  {
    path: '/api/v1/games',
    operationId: 'getGames',
    summary: 'A page of games, by id, with the number of games (exact or estimated) and the next page',
    params: [
      countParam(
        'start',
        `How many games to skip. Without after, at most ${REST_PAGING.maxStartWithoutAfter}: deeper pages are reached through next`,
        { min: 0, default: 0 },
      ),
      countParam('length', 'How many games to return', {
        min: 1,
        max: LIMITS.pageSizeMax,
        default: LIMITS.restPageDefault,
      }),
      countParam(
        'after',
        'The id of the last game of the previous page, as its next link gives it: the page starts right after it, found through the index whatever the start (start then only numbers the page). 0: from start',
        { min: 0, default: 0 },
      ),
    ],
    result: 'GamePage',
    cacheControl: CACHE_CATALOGUE,
    run: (db, base, args) => {
      const page = { start: num(args.start), length: num(args.length), after: num(args.after) };
      if (page.after === 0 && page.start > REST_PAGING.maxStartWithoutAfter) {
        throw new BadParamError(
          `start above ${REST_PAGING.maxStartWithoutAfter} needs after: follow the next link of the previous page`,
        );
      }
      return body(db, gamePageQuery(base, page, GAME_COUNT.exactUpTo));
    },
  },
  // The two fixed paths under /games come before /games/{id}: the router takes the first match.
  {
    path: '/api/v1/games/random',
    operationId: 'getRandomGames',
    summary: 'Distinct games picked at random',
    params: [
      countParam('amount', 'How many games', {
        min: 1,
        max: LIMITS.randomGamesMax,
        default: LIMITS.randomGamesDefault,
      }),
    ],
    result: 'GameList',
    cacheControl: CACHE_NONE,
    run: async (db, base, args) =>
      body(db, gamesByIdsQuery(base, await pickRandomGameIds(db.prisma, num(args.amount)))),
  },
  {
    path: '/api/v1/games/search',
    operationId: 'getGameByName',
    summary: `Games by name, best matches first (at most ${LIMITS.nameSearchMax}), exactly as the site's search finds and ranks them`,
    params: [
      textParam(
        'name',
        "Part of a title in any language; case, accents, kana form and punctuation don't matter",
        LIMITS.searchQueryMax,
      ),
    ],
    result: 'GameList',
    cacheControl: CACHE_CATALOGUE,
    run: async (db, base, args) => {
      const ids = nameSearchIdsQuery(args.name as string);
      // Not prepared: a prepared statement soon runs a generic plan, blind to the search and to
      // how much of the page each relevance rank leaves, and walked the wrong index (27 req/s for
      // "dr" at 1M games instead of 250).
      const rows = await db.sql.query<{ id: number }>(ids.text, ids.values);
      return body(
        db,
        gamesByIdsQuery(
          base,
          rows.map((row) => row.id),
        ),
      );
    },
  },
  {
    path: '/api/v1/games/{id}',
    operationId: 'getGameById',
    summary: 'A game with its versions (earliest release first), developers and publishers',
    params: [idParam('id', 'The game id')],
    result: 'Game',
    cacheControl: CACHE_CATALOGUE,
    entity: 'Game',
    run: async (db, base, args) => (args.id === null ? null : body(db, gameQuery(base, num(args.id)))),
  },
  {
    path: '/api/v1/versions',
    operationId: 'getVersionsByBarcode',
    summary: 'The version whose box carries a barcode (an empty list when none has it)',
    params: [barcodeParam('barcode', 'EAN-13 or UPC-A code printed on the box')],
    result: 'VersionList',
    cacheControl: CACHE_CATALOGUE,
    run: (db, base, args) => body(db, versionsByBarcodeQuery(base, args.barcode as string)),
  },
  {
    path: '/api/v1/versions/{version_id}',
    operationId: 'getVersionById',
    summary: 'A regional version of a game',
    params: [idParam('version_id', 'The version id')],
    result: 'Version',
    cacheControl: CACHE_CATALOGUE,
    entity: 'Version',
    run: async (db, base, args) =>
      args.version_id === null ? null : body(db, versionQuery(base, num(args.version_id))),
  },
  {
    path: '/api/v1/consoles',
    operationId: 'getAllConsoles',
    summary: 'Every console, by manufacturer then name',
    params: [],
    result: 'ConsoleList',
    cacheControl: CACHE_CATALOGUE,
    run: (db) => body(db, consoleListQuery()),
  },
  {
    path: '/api/v1/consoles/{console_id}',
    operationId: 'getConsoleById',
    summary: 'A console',
    params: [idParam('console_id', 'The console id')],
    result: 'Console',
    cacheControl: CACHE_CATALOGUE,
    entity: 'Console',
    run: async (db, _base, args) => (args.console_id === null ? null : body(db, consoleQuery(num(args.console_id)))),
  },
  {
    path: '/api/v1/changes',
    operationId: 'getChanges',
    summary:
      'Every change to the catalogue in order, each with its row as it is now (null once deleted): a dump plus this feed after its changeFeedPosition is an exact copy',
    params: [
      positionParam(
        'after',
        "Where to continue: a change's position, the next link's, or a dump manifest's changeFeedPosition. Absent: from the first change",
      ),
      countParam('limit', 'How many changes at most', {
        min: 1,
        max: CHANGE_FEED_PAGE.max,
        default: CHANGE_FEED_PAGE.default,
      }),
    ],
    result: 'ChangePage',
    // The rows are given as they are now: a page asked again may differ.
    cacheControl: CACHE_NONE,
    run: (db, _base, args) => changePageBody(db.sql, args.after as string, num(args.limit)),
  },
];

/** The route a path names and its raw path parameters, or null. */
export function matchRoute(path: string): { route: RestRoute; pathParams: Record<string, string> } | null {
  const segments = path.split('/');
  for (const route of REST_ROUTES) {
    const template = route.path.split('/');
    if (template.length !== segments.length) continue;
    const pathParams: Record<string, string> = {};
    const matches = template.every((part, i) => {
      if (part.startsWith('{')) {
        pathParams[part.slice(1, -1)] = segments[i]!;
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (matches) return { route, pathParams };
  }
  return null;
}
