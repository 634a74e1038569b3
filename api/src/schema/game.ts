import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../builder.ts';
import { LIMITS } from '../domain/rules.ts';
import { rowId } from '../domain/validation.ts';
import { gameSearchWhere } from '../domain/game-search.ts';
import { pickRandomGameIds } from '../domain/random-games.ts';
import { CompanyNode, companiesSelection, companiesWithRole } from './company.ts';
import { ConsoleNode } from './console.ts';

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

const GameOrder = builder.enumType('GameOrder', {
  values: { TITLE: {}, RELEASE_DATE: {}, RECENTLY_ADDED: {} } as const,
});

const orderings = {
  TITLE: [{ title: 'asc' }, { id: 'asc' }],
  RELEASE_DATE: [{ firstReleaseDate: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
  RECENTLY_ADDED: [{ createdAt: 'desc' }, { id: 'desc' }],
} as const;

builder.queryFields((t) => ({
  games: t.prismaConnection({
    type: 'Game',
    cursor: 'id',
    authScopes: { public: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 20,
    args: {
      search: t.arg.string({ description: 'Partial title; ignores case, accents, kana form and punctuation.' }),
      consoleId: t.arg.globalID({ for: ConsoleNode }),
      orderBy: t.arg({ type: GameOrder, defaultValue: 'TITLE' }),
    },
    resolve: (query, _root, args, ctx) => {
      // Pothos would silently clamp an oversized page; say so instead.
      if ((args.first ?? 0) > LIMITS.pageSizeMax || (args.last ?? 0) > LIMITS.pageSizeMax) {
        throw createGraphQLError(`A page holds at most ${LIMITS.pageSizeMax} games`);
      }
      if (args.search && args.search.length > LIMITS.searchQueryMax) {
        throw createGraphQLError(`search must be at most ${LIMITS.searchQueryMax} characters`);
      }
      return ctx.prisma.game.findMany({
        ...query,
        where: {
          ...gameSearchWhere(args.search),
          // An id no row can have (`Console:99999999999`, `Console:abc`) matches no console: 0 is never an id.
          ...(args.consoleId ? { consoleId: rowId(args.consoleId.id) ?? 0 } : {}),
        },
        orderBy: [...orderings[args.orderBy ?? 'TITLE']],
      });
    },
  }),
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
      const byId = new Map(games.map((g) => [g.id, g]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  }),
}));
