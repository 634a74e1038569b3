// The requests list (/requests): newest first, filtered by status and type, paged by keyset. A
// cursor holds the request's createdAt and id, and the next page seeks through the index of its
// filter (Request(createdAt, id), (status, createdAt, id), (type, createdAt, id),
// (type, status, createdAt, id)) instead of skipping rows.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { cursorArgument, decodeCursor, encodeCursor, forwardPageSize, seekAfter } from '../paging/keyset-cursor.ts';
import { RequestNode, RequestStatusEnum, RequestTypeEnum } from './request.ts';

const LIST = 'requests';
const PAGE_SIZE = 25;

interface RequestKey {
  /** ISO 8601 with milliseconds, as the column holds it. */
  createdAt: string;
  id: number;
}

const isRequestKey = (key: unknown): key is RequestKey => {
  const k = key as Partial<RequestKey>;
  return Number.isInteger(k.id) && typeof k.createdAt === 'string' && !Number.isNaN(Date.parse(k.createdAt));
};

export const requestCursor = (request: { createdAt: Date; id: number }) =>
  encodeCursor(LIST, { createdAt: request.createdAt.toISOString(), id: request.id } satisfies RequestKey);

/** The operation's selection plus the cursor's columns, whatever the operation selected. */
function withCursorColumns<Q extends { select?: object }>(query: Q): Q {
  return query.select ? { ...query, select: { ...query.select, id: true, createdAt: true } } : query;
}

builder.queryFields((t) => ({
  requests: t.connection({
    type: RequestNode,
    authScopes: { public: true },
    description:
      'Community requests, newest first. Cursors hold the sort key, so each page seeks through an index (first/after; no paging backwards).',
    args: { status: t.arg({ type: RequestStatusEnum }), type: t.arg({ type: RequestTypeEnum }) },
    resolve: async (_root, args, ctx, info) => {
      const size = forwardPageSize(args, 'requests', PAGE_SIZE);
      const after = args.after ? cursorArgument(() => decodeCursor(args.after!, LIST, isRequestKey)) : null;
      const query = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Request' });
      const rows = await ctx.prisma.request.findMany({
        ...withCursorColumns(query),
        where: {
          AND: [
            args.status ? { status: args.status } : {},
            args.type ? { type: args.type } : {},
            after
              ? seekAfter([
                  { field: 'createdAt', direction: 'desc', value: new Date(after.createdAt) },
                  { field: 'id', direction: 'desc', value: after.id },
                ])
              : {},
          ],
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: size + 1,
      });
      const edges = rows.slice(0, size).map((request) => ({ node: request, cursor: requestCursor(request) }));
      return {
        edges,
        pageInfo: {
          hasNextPage: rows.length > size,
          hasPreviousPage: after !== null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
}));
