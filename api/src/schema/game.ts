import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../builder.ts';
import { LIMITS, RELEASE_YEAR_RANGE, type Region } from '#shared/rules';
import { rowId } from '../domain/validation.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { GAME_ORDERS, gameCountQuery, gameIdsQuery, type GameFilter } from '../catalogue/game-query.ts';
import { inIdOrder } from '../catalogue/in-id-order.ts';
import { pickRandomGameIds } from '../catalogue/random-games.ts';
import { CompanyNode, companiesSelection, companiesWithRole } from './company.ts';
import { ConsoleNode } from './console.ts';
import { RegionEnum } from './version.ts';

export const GameNode = builder.prismaNode('Game', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    firstReleaseDate: t.expose('firstReleaseDate', { type: 'Date', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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

// The page carries its count as a function, so the count query runs only when totalCount is asked for.
const GamesConnection = builder.connectionObject<typeof GameNode, { countGames: () => Promise<number> }>({
  type: GameNode,
  name: 'GamesConnection',
  fields: (t) => ({
    totalCount: t.int({
      description: 'How many games match; counted only when asked for.',
      resolve: (connection) => connection.countGames(),
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
      description: 'The catalogue, filtered and sorted; offset cursors, so a page can start anywhere.',
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
        if ((args.first ?? 0) > LIMITS.pageSizeMax || (args.last ?? 0) > LIMITS.pageSizeMax) {
          throw createGraphQLError(`A page holds at most ${LIMITS.pageSizeMax} games`);
        }
        const filter = gameFilterFrom(args);
        const order = args.orderBy ?? (filter.search ? 'RELEVANCE' : 'TITLE');
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Game' });
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 20, maxSize: LIMITS.pageSizeMax },
          async ({ limit, offset }) => {
            const page = gameIdsQuery(filter, order, limit, offset);
            const ids = (await ctx.db.sql.query<{ id: number }>(page.text, page.values)).map((row) => row.id);
            if (ids.length === 0) return [];
            const games = await ctx.prisma.game.findMany({ ...query, where: { id: { in: ids } } });
            return inIdOrder(ids, games);
          },
        );
        const count = gameCountQuery(filter);
        return {
          ...connection,
          countGames: async () => (await ctx.db.sql.query<{ total: number }>(count.text, count.values))[0]!.total,
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
