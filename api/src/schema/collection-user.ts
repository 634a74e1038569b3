// A user's collection (owner only), collector level and collection statistics (the profile's
// 'stats' section: shown to whoever may see that section).
import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { collectorLevel, collectorLevelName, COPY_LIMITS, type CollectorLevelProgress } from '#shared/collection-rules';
import { COLLECTOR_LEVELS } from '#shared/rules';
import { rowId } from '../domain/validation.ts';
import { canSeeSectionOf } from '../profiles/section-access.ts';
import { userCollectionStats, userCopies } from '../profiles/user-figures.ts';
import { COLLECTION_ORDERS } from '../collection/collection-query.ts';
import { collectionConnection } from '../collection/collection-connection.ts';
import type { CollectionStats, CountBy } from '../collection/stats.ts';
import { CollectionItemNode, CompletenessEnum } from './collection-item.ts';
import { ConsoleNode } from './console.ts';
import { RegionEnum } from './version.ts';
import { UserNode } from './user.ts';

const CollectorLevelEnum = builder.enumType('CollectorLevel', {
  values: Object.fromEntries(COLLECTOR_LEVELS.map((level) => [collectorLevelName(level), { value: level }])),
});

const CollectorLevelProgressRef = builder.objectRef<CollectorLevelProgress>('CollectorLevelProgress').implement({
  description: 'The collector level the number of owned copies reaches, and the way to the next one.',
  fields: (t) => ({
    level: t.field({ type: CollectorLevelEnum, resolve: (progress) => progress.level }),
    rank: t.exposeInt('rank', { description: '0-based position on the ladder of 14 levels.' }),
    copies: t.exposeInt('copies'),
    levelStart: t.exposeInt('levelStart', { description: 'Copies the current level starts at.' }),
    nextLevel: t.field({ type: CollectorLevelEnum, nullable: true, resolve: (progress) => progress.nextLevel }),
    nextLevelAt: t.exposeInt('nextLevelAt', {
      nullable: true,
      description: 'Copies the next level starts at; null at the top.',
    }),
  }),
});

const StatCountRef = builder.objectRef<CountBy>('StatCount').implement({
  fields: (t) => ({ key: t.exposeString('key'), count: t.exposeInt('count') }),
});
const RegionCountRef = builder.objectRef<CountBy>('RegionCount').implement({
  fields: (t) => ({
    region: t.field({ type: RegionEnum, resolve: (entry) => entry.key as never }),
    count: t.exposeInt('count'),
  }),
});
const CompletenessCountRef = builder.objectRef<CountBy>('CompletenessCount').implement({
  fields: (t) => ({
    completeness: t.field({ type: CompletenessEnum, resolve: (entry) => entry.key as never }),
    count: t.exposeInt('count'),
  }),
});
const MoneySpentRef = builder.objectRef<CollectionStats['spent'][number]>('MoneySpent').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    cents: t.exposeFloat('cents', { description: 'Sum of the prices in hundredths (a Float: it may pass 2^31).' }),
    copies: t.exposeInt('copies', { description: 'Copies with a price in this currency.' }),
  }),
});

const CollectionStatsRef = builder.objectRef<CollectionStats>('CollectionStats').implement({
  fields: (t) => ({
    totalCopies: t.exposeInt('totalCopies'),
    byConsole: t.field({
      type: [StatCountRef],
      description: 'Console name → copies, most first.',
      resolve: (s) => s.byConsole,
    }),
    byRegion: t.field({ type: [RegionCountRef], resolve: (s) => s.byRegion }),
    byManufacturer: t.field({ type: [StatCountRef], resolve: (s) => s.byManufacturer }),
    byCompleteness: t.field({ type: [CompletenessCountRef], resolve: (s) => s.byCompleteness }),
    spent: t.field({ type: [MoneySpentRef], resolve: (s) => s.spent }),
    addedPerMonth: t.field({
      type: [StatCountRef],
      description: "'YYYY-MM' → copies added that month, oldest first.",
      resolve: (s) => s.addedPerMonth,
    }),
  }),
});

const CollectionOrderEnum = builder.enumType('CollectionOrder', { values: COLLECTION_ORDERS });

// The page carries its count as a function, so the count query runs only when totalCount is asked for.
const CollectionConnection = builder.connectionObject<
  typeof CollectionItemNode,
  { countCopies: () => Promise<number> }
>({
  type: CollectionItemNode,
  name: 'CollectionConnection',
  fields: (t) => ({
    totalCount: t.int({
      description: 'Copies matching the filters.',
      resolve: (connection) => connection.countCopies(),
    }),
  }),
});

const canSeeStats = (ctx: Context, user: { id: number }) => canSeeSectionOf(ctx, user, 'stats');

builder.prismaObjectFields(UserNode, (t) => ({
  collection: t.connection(
    {
      type: CollectionItemNode,
      nullable: true,
      description:
        'Owned copies; only the owner sees them (null for anyone else). Cursors hold the sort key, so each page seeks (first/after; no paging backwards).',
      authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
      unauthorizedResolver: () => null,
      args: {
        search: t.arg.string({ description: 'Game or version title; ignores case, accents and kana form.' }),
        consoleId: t.arg.globalID({ for: ConsoleNode }),
        region: t.arg({ type: RegionEnum }),
        completeness: t.arg({ type: CompletenessEnum }),
        forTrade: t.arg.boolean({ description: 'true: only copies offered for trade.' }),
        orderBy: t.arg({ type: CollectionOrderEnum, defaultValue: 'TITLE' }),
      },
      resolve: async (user, args, ctx, info) => {
        if ((args.search?.length ?? 0) > COPY_LIMITS.searchMax)
          throw createGraphQLError(`search must be at most ${COPY_LIMITS.searchMax} characters`);
        const filter = {
          search: args.search,
          consoleId: args.consoleId ? (rowId(args.consoleId.id) ?? 0) : null,
          region: args.region,
          completeness: args.completeness,
          forTrade: args.forTrade,
        };
        return collectionConnection(ctx, info, user.id, filter, args.orderBy ?? 'TITLE', args);
      },
    },
    CollectionConnection,
  ),
  // No `select`: the viewer's own figures need nothing of the user's row, so a screen asking only
  // for them costs no User statement; another user's visibility comes from the row when the
  // operation loads it (a profile does), else from one lookup (section-access.ts).
  collectorLevel: t.field({
    type: CollectorLevelProgressRef,
    nullable: true,
    description: "From the number of owned copies; null when the profile's 'stats' section is hidden from the viewer.",
    resolve: async (user, _args, ctx) =>
      (await canSeeStats(ctx, user)) ? collectorLevel(await userCopies(ctx, user.id)) : null,
  }),
  collectionStats: t.field({
    type: CollectionStatsRef,
    nullable: true,
    description: "Null when the profile's 'stats' section is hidden from the viewer.",
    resolve: async (user, _args, ctx) => ((await canSeeStats(ctx, user)) ? userCollectionStats(ctx, user.id) : null),
  }),
}));
