// The `User.collection` connection's page: keyset (collection-page.ts) for the copies' ids and
// sort keys, then the copies with what the operation selects, by id. The total rides on the
// page's query when the operation asks for it, and the page on the statement of the user's other
// figures (profiles/user-figures.ts).
import type { GraphQLResolveInfo } from 'graphql';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Context } from '../context.ts';
import { inIdOrder } from '../catalogue/in-id-order.ts';
import { asksFor } from '../schema/asks-for.ts';
import { cursorArgument, forwardPageSize } from '../paging/keyset-cursor.ts';
import { collectionWhere, type CollectionFilter, type CollectionOrder } from './collection-query.ts';
import { decodeCopyCursor, encodeCopyCursor } from './collection-page.ts';
import { userCollectionPage } from '../profiles/user-figures.ts';

export const COLLECTION_PAGE_DEFAULT = 20;

export async function collectionConnection(
  ctx: Context,
  info: GraphQLResolveInfo,
  userId: number,
  filter: CollectionFilter,
  order: CollectionOrder,
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
) {
  const size = forwardPageSize(args, 'copies', COLLECTION_PAGE_DEFAULT);
  const after = args.after ? cursorArgument(() => decodeCopyCursor(args.after!, order)) : null;
  const withTotal = asksFor(info, 'totalCount');
  // Read with the user's other figures the operation asks for (the statistics beside the list).
  const rows = await userCollectionPage(ctx, userId, { filter, order, limit: size + 1, after, withTotal });
  const shown = rows.slice(0, size);
  const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'CollectionItem' });
  const ids = shown.map((row) => row.id);
  const copies = ids.length
    ? inIdOrder(ids, await ctx.prisma.collectionItem.findMany({ ...query, where: { id: { in: ids } } }))
    : [];
  const keys = new Map(shown.map(({ total: _total, ...key }) => [key.id, { order, ...key }]));
  const edges = copies.map((copy) => ({ node: copy, cursor: encodeCopyCursor(keys.get(copy.id)!) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    // A page past the end carries no row to read the total from: count on its own.
    countCopies: async () =>
      rows[0]?.total ?? ctx.prisma.collectionItem.count({ where: collectionWhere(userId, filter) }),
  };
}
