// The change feed (changes/change-feed.ts) as a GraphQL connection, for integrators who mirror the
// catalogue through GraphQL: the same changes, order and positions as GET /api/v1/changes. A
// cursor is a change's position, so a dump's changeFeedPosition is a valid `after`.
import { createGraphQLError } from 'graphql-yoga';
import { LIMITS } from '#shared/rules';
import { builder } from '../builder.ts';
import { forwardPageSize } from '../paging/keyset-cursor.ts';
import { FEED_START, parsePosition, POSITION_RULE, readChanges, type CatalogueChange } from '../changes/change-feed.ts';
import { DUMP_TYPES } from '../dumps/dump-types.ts';

const CatalogueChangeOperation = builder.enumType('CatalogueChangeOperation', {
  values: ['CREATED', 'UPDATED', 'DELETED'] as const,
});

const CatalogueChangeNode = builder.objectRef<CatalogueChange>('CatalogueChange').implement({
  description: 'One change to the public catalogue.',
  fields: (t) => ({
    position: t.exposeString('position', { description: "Where this change is in the feed (also its edge's cursor)." }),
    type: t.exposeString('type', {
      description: `What changed, named as the dump file whose rows \`state\` is one of: ${DUMP_TYPES.map((type) => type.name).join(', ')}.`,
    }),
    entityId: t.exposeInt('id', { description: 'The changed row’s id.' }),
    operation: t.field({
      type: CatalogueChangeOperation,
      description: 'DELETED also when the row is gone since (or no longer public): `state` is then null.',
      resolve: (change) => change.operation.toUpperCase() as 'CREATED' | 'UPDATED' | 'DELETED',
    }),
    state: t.string({
      nullable: true,
      description: 'The row as it is now, as JSON text in the shape of its dump file; null when it is gone.',
      resolve: (change) => (change.state === null ? null : JSON.stringify(change.state)),
    }),
    changedAt: t.field({ type: 'DateTime', resolve: (change) => new Date(change.changedAt) }),
  }),
});

builder.queryFields((t) => ({
  catalogueChanges: t.connection({
    type: CatalogueChangeNode,
    authScopes: { public: true },
    description:
      'Every change to the public catalogue, in order, each with its row as it is now (first/after; no paging backwards). Without `after`, from the first change. An empty page with hasNextPage false means caught up: ask again later with the same `after`.',
    resolve: async (_root, args, ctx) => {
      const size = forwardPageSize(args, 'changes', LIMITS.pageSizeMax);
      const after = parsePosition(args.after ?? FEED_START);
      if (!after) throw createGraphQLError(POSITION_RULE);
      const changes = await readChanges(ctx.db.sql, after, size + 1);
      const edges = changes.slice(0, size).map((change) => ({ node: change, cursor: change.position }));
      return {
        edges,
        pageInfo: {
          hasNextPage: changes.length > size,
          hasPreviousPage: args.after != null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? args.after ?? null,
        },
      };
    },
  }),
}));
