import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { LIMITS, RELEASE_YEAR_RANGE, type Region } from '#shared/rules';
import { rowId } from '../domain/validation.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { gameCountQuery, gamePageQuery, type GameFilter, type GamePageRow } from '../catalogue/game-query.ts';
import { GAME_ORDERS, type GameOrder } from '../catalogue/game-order.ts';
import { BadCursorError, decodeGameCursor, encodeGameCursor, type GameKey } from '../catalogue/game-cursor.ts';
import { COUNT_UP_TO, gameCountFrom, type GameCount } from '../catalogue/game-count.ts';
import { asksFor } from './asks-for.ts';
import { GameCountRef } from './game-count.ts';
import { inIdOrder } from '../catalogue/in-id-order.ts';
import { pickRandomGameIds } from '../catalogue/random-games.ts';
import { CompanyNode, companiesSelection, companiesWithRole } from './company.ts';
import { ConsoleNode } from './console.ts';
import { RegionEnum } from './version.ts';

export const GameNode = builder.prismaNode('Game', {
  select: { id: true },
  id: { field: 'id', ...sameForEveryViewer },
  fields: (t) => ({
    databaseId: t.exposeInt('id', sameForEveryViewer),
    title: t.exposeString('title', sameForEveryViewer),
    firstReleaseDate: t.expose('firstReleaseDate', { type: 'Date', nullable: true, ...sameForEveryViewer }),
    createdAt: t.expose('createdAt', { type: 'DateTime', ...sameForEveryViewer }),
    console: t.relation('console', { type: ConsoleNode }),
    versions: t.relation('versions', {
      description: 'Every regional version, earliest release first.',
      query: { orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }] },
    }),
    developers: t.field({
      type: [CompanyNode],
      select: companiesSelection,
      resolve: (game) => companiesWithRole(game.companies, 'DEVELOPER'),
    }),
    publishers: t.field({
      type: [CompanyNode],
      select: companiesSelection,
      resolve: (game) => companiesWithRole(game.companies, 'PUBLISHER'),
    }),
  }),
});

const GameOrderEnum = builder.enumType('GameOrder', {
  values: GAME_ORDERS,
  description:
    'RELEVANCE (the default with a search) puts the exact title, then titles starting with the search, first; without a search it is TITLE.',
});

// The page carries its counts as functions: the exact count runs only when totalCount is asked
// for; `count` comes with the page's own statement when the operation asks for it.
const GamesConnection = builder.connectionObject<
  typeof GameNode,
  { countGames: () => Promise<number>; count: () => Promise<GameCount> }
>({
  type: GameNode,
  name: 'GamesConnection',
  fields: (t) => ({
    totalCount: t.int({
      description:
        'How many games match, counted exactly: a large catalogue counts every match, so ask for it only when the exact figure is wanted (`count` is cheap).',
      resolve: (connection) => connection.countGames(),
    }),
    count: t.field({
      type: GameCountRef,
      description: `Exact up to ${COUNT_UP_TO - 1} matches; past that an estimate (no filter) or a lower bound.`,
      resolve: (connection) => connection.count(),
    }),
  }),
});

/** The `games` filter arguments, checked and turned into database ids. */
function gameFilterFrom(args: GamesArgs): GameFilter {
  if (args.search && args.search.length > LIMITS.searchQueryMax) {
    throw createGraphQLError(`search must be at most ${LIMITS.searchQueryMax} characters`);
  }
  for (const [name, year] of [
    ['releasedFrom', args.releasedFrom],
    ['releasedTo', args.releasedTo],
  ] as const) {
    if (year != null && (year < RELEASE_YEAR_RANGE.min || year > RELEASE_YEAR_RANGE.max)) {
      throw createGraphQLError(
        `${name} must be a year between ${RELEASE_YEAR_RANGE.min} and ${RELEASE_YEAR_RANGE.max}`,
      );
    }
  }
  if (args.releasedFrom != null && args.releasedTo != null && args.releasedFrom > args.releasedTo) {
    throw createGraphQLError('releasedFrom must not be after releasedTo');
  }
  // An id no row can have (`Console:abc`) matches nothing: 0 is never an id.
  const idOf = (id: { id: string } | null | undefined) => (id ? (rowId(id.id) ?? 0) : null);
  return {
    search: args.search,
    consoleId: idOf(args.consoleId),
    region: args.region,
    developerId: idOf(args.developerId),
    publisherId: idOf(args.publisherId),
    releasedFrom: args.releasedFrom,
    releasedTo: args.releasedTo,
  };
}

function cursorKey(cursor: string, order: GameOrder): GameKey {
  try {
    return decodeGameCursor(cursor, order);
  } catch (error) {
    if (error instanceof BadCursorError) throw createGraphQLError(error.message);
    throw error;
  }
}

function keyOf(row: GamePageRow, order: GameOrder): GameKey {
  return { order, rank: row.rank, title: row.title, released: row.released, added: row.added, id: row.id };
}

interface GamesArgs {
  search?: string | null;
  consoleId?: { id: string } | null;
  region?: Region | null;
  developerId?: { id: string } | null;
  publisherId?: { id: string } | null;
  releasedFrom?: number | null;
  releasedTo?: number | null;
}

builder.queryFields((t) => ({
  games: t.connection(
    {
      type: GameNode,
      authScopes: { public: true },
      description:
        "The catalogue, filtered and sorted. Cursors hold the sort key of a game, so each page seeks through the order's index (first/after; no paging backwards).",
      args: {
        search: t.arg.string({ description: 'Partial title; ignores case, accents, kana form and punctuation.' }),
        consoleId: t.arg.globalID({ for: ConsoleNode }),
        region: t.arg({ type: RegionEnum, description: 'Games with at least one version in this region.' }),
        developerId: t.arg.globalID({ for: CompanyNode }),
        publisherId: t.arg.globalID({ for: CompanyNode }),
        releasedFrom: t.arg.int({ description: 'First release in this year or later.' }),
        releasedTo: t.arg.int({ description: 'First release in this year or earlier.' }),
        orderBy: t.arg({ type: GameOrderEnum }),
      },
      resolve: async (_root, args, ctx, info) => {
        // Pothos would silently clamp an oversized page; say so instead.
        if ((args.first ?? 0) > LIMITS.pageSizeMax) {
          throw createGraphQLError(`A page holds at most ${LIMITS.pageSizeMax} games`);
        }
        if (args.last != null || args.before != null) {
          throw createGraphQLError('The games list pages forward only: use first and after');
        }
        const filter = gameFilterFrom(args);
        const order: GameOrder = args.orderBy ?? (filter.search ? 'RELEVANCE' : 'TITLE');
        const after = args.after ? cursorKey(args.after, order) : null;
        const size = args.first ?? 20;
        const withCount = asksFor(info, 'count');
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Game' });
        const page = gamePageQuery(filter, order, size + 1, after, withCount ? COUNT_UP_TO : null);
        // A page without a search is planned once per connection (one text per filter and order). A
        // search is planned for its words each time: a generic plan is blind to how many titles
        // hold them (a prepared REST search fell to 27 req/s).
        const rows = await ctx.db.sql.query<GamePageRow>(page.text, page.values, { prepare: !filter.search });
        const shown = rows.slice(0, size);
        const ids = shown.map((row) => row.id);
        const games = ids.length
          ? inIdOrder(ids, await ctx.prisma.game.findMany({ ...query, where: { id: { in: ids } } }))
          : [];
        const keys = new Map(shown.map((row) => [row.id, keyOf(row, order)]));
        const edges = games.map((game) => ({ node: game, cursor: encodeGameCursor(keys.get(game.id)!) }));
        const countGames = async () => {
          const count = gameCountQuery(filter);
          return (await ctx.db.sql.query<{ total: number }>(count.text, count.values))[0]!.total;
        };
        return {
          edges,
          pageInfo: {
            hasNextPage: rows.length > size,
            hasPreviousPage: after !== null,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          countGames,
          count: async () => {
            const first = rows[0];
            // A page past the end carries no row to read the count from: count on its own.
            if (first?.counted === undefined) return gameCountFrom(Math.min(await countGames(), COUNT_UP_TO), null);
            return gameCountFrom(first.counted, first.estimated ?? null);
          },
        };
      },
    },
    GamesConnection,
  ),
  game: t.prismaField({
    type: 'Game',
    nullable: true,
    authScopes: { public: true },
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) => ctx.prisma.game.findUnique({ ...query, where: { id: databaseId } }),
  }),
  randomGames: t.prismaField({
    type: ['Game'],
    authScopes: { public: true },
    args: { amount: t.arg.int({ defaultValue: LIMITS.randomGamesDefault }) },
    resolve: async (query, _root, { amount }, ctx) => {
      const wanted = amount ?? LIMITS.randomGamesDefault;
      if (!Number.isInteger(wanted) || wanted < 1 || wanted > LIMITS.randomGamesMax) {
        throw createGraphQLError(`amount must be between 1 and ${LIMITS.randomGamesMax}`);
      }
      const ids = await pickRandomGameIds(ctx.prisma, wanted);
      const games = await ctx.prisma.game.findMany({ ...query, where: { id: { in: ids } } });
      return inIdOrder(ids, games);
    },
  }),
}));
