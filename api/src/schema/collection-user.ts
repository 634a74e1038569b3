// A user's collection (owner only), collector level and collection statistics (the profile's
// 'stats' section: shown to whoever may see that section).
import { createGraphQLError } from 'graphql-yoga';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { collectorLevel, COPY_LIMITS, type CollectorLevelProgress } from '#shared/collection-rules';
import { COLLECTOR_LEVELS, LIMITS } from '#shared/rules';
import { rowId } from '../domain/validation.ts';
import { canSeeSection, type ProfileOwner } from '../profiles/relation.ts';
import { COLLECTION_ORDERS, collectionOrderBy, collectionWhere } from '../collection/collection-query.ts';
import { collectionStats, type CollectionStats, type CountBy } from '../collection/stats.ts';
import { CollectionItemNode, CompletenessEnum } from './collection-item.ts';
import { ConsoleNode } from './console.ts';
import { RegionEnum } from './version.ts';
import { UserNode } from './user.ts';

const CollectorLevelEnum = builder.enumType('CollectorLevel', {
  values: Object.fromEntries(COLLECTOR_LEVELS.map((level) => [level.toUpperCase(), { value: level }])),
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

const statsSection = { profileVisibility: true, hiddenSections: true } as const;
const canSeeStats = (ctx: Context, user: ProfileOwner) => canSeeSection(ctx, user, 'stats');

builder.prismaObjectFields(UserNode, (t) => ({
  collection: t.connection(
    {
      type: CollectionItemNode,
      nullable: true,
      description: 'Owned copies; only the owner sees them (null for anyone else).',
      authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
      unauthorizedResolver: () => null,
      args: {
        search: t.arg.string({ description: 'Game or version title; ignores case, accents and kana form.' }),
        consoleId: t.arg.globalID({ for: ConsoleNode }),
        region: t.arg({ type: RegionEnum }),
        completeness: t.arg({ type: CompletenessEnum }),
        orderBy: t.arg({ type: CollectionOrderEnum, defaultValue: 'TITLE' }),
      },
      resolve: async (user, args, ctx, info) => {
        if ((args.first ?? 0) > LIMITS.pageSizeMax || (args.last ?? 0) > LIMITS.pageSizeMax) {
          throw createGraphQLError(`A page holds at most ${LIMITS.pageSizeMax} copies`);
        }
        if ((args.search?.length ?? 0) > COPY_LIMITS.searchMax)
          throw createGraphQLError(`search must be at most ${COPY_LIMITS.searchMax} characters`);
        const where = collectionWhere(user.id, {
          search: args.search,
          consoleId: args.consoleId ? (rowId(args.consoleId.id) ?? 0) : null,
          region: args.region,
          completeness: args.completeness,
        });
        const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'CollectionItem' });
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 20, maxSize: LIMITS.pageSizeMax },
          ({ limit, offset }) =>
            ctx.prisma.collectionItem.findMany({
              ...query,
              where,
              orderBy: collectionOrderBy(args.orderBy ?? 'TITLE'),
              take: limit,
              skip: offset,
            }),
        );
        return { ...connection, countCopies: () => ctx.prisma.collectionItem.count({ where }) };
      },
    },
    CollectionConnection,
  ),
  collectorLevel: t.field({
    type: CollectorLevelProgressRef,
    nullable: true,
    description: "From the number of owned copies; null when the profile's 'stats' section is hidden from the viewer.",
    select: { ...statsSection, _count: { select: { collection: true } } },
    resolve: async (user, _args, ctx) =>
      (await canSeeStats(ctx, user)) ? collectorLevel(user._count.collection) : null,
  }),
  collectionStats: t.field({
    type: CollectionStatsRef,
    nullable: true,
    description: "Null when the profile's 'stats' section is hidden from the viewer.",
    select: statsSection,
    resolve: async (user, _args, ctx) => ((await canSeeStats(ctx, user)) ? collectionStats(ctx.db.sql, user.id) : null),
  }),
}));
