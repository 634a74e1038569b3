// Keyset paging of a relation ordered by id alone (a request's comments and votes): the id is
// the whole sort key, so a cursor holds it and the next page is `id > after` (or `<`), loaded in
// the parent's own statement (Pothos `select` with the connection's nested selection), as the
// first page is. Pothos's related connections page with Prisma's `cursor` and `skip: 1`, which
// Prisma sends as a subquery on the cursor's row plus an OFFSET, and which finds nothing once
// that row is gone (a deleted account's vote).
import { cursorArgument, decodeCursor, encodeCursor, forwardPageSize } from './keyset-cursor.ts';

interface IdKey {
  id: number;
}

const isIdKey = (key: unknown): key is IdKey => Number.isInteger((key as Partial<IdKey>).id);

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

type NestedSelection = (selection: true, path: string[]) => unknown;

export function idKeyset(list: string, direction: 'asc' | 'desc', defaultSize = 20) {
  const cursorOf = (id: number) => encodeCursor(list, { id } satisfies IdKey);
  const size = (args: PageArgs) => forwardPageSize(args, list, defaultSize);
  return {
    cursorOf,
    /** The relation's Prisma query: the page after the cursor, one row more to tell a next page. */
    query(args: PageArgs, nestedSelection: NestedSelection) {
      const after = args.after ? cursorArgument(() => decodeCursor(args.after!, list, isIdKey)).id : null;
      const nested = nestedSelection(true, ['edges', 'node']);
      const selection =
        typeof nested === 'object' && nested !== null && 'select' in nested
          ? { select: { ...(nested.select as object), id: true } }
          : typeof nested === 'object' && nested !== null
            ? nested
            : {};
      return {
        ...selection,
        where: after === null ? {} : { id: { [direction === 'asc' ? 'gt' : 'lt']: after } },
        orderBy: { id: direction },
        take: size(args) + 1,
      };
    },
    /** The connection of the rows the query loaded. */
    connection<T extends { id: number }>(rows: T[], args: PageArgs) {
      const shown = rows.slice(0, size(args));
      const edges = shown.map((node) => ({ node, cursor: cursorOf(node.id) }));
      return {
        edges,
        pageInfo: {
          hasNextPage: rows.length > shown.length,
          hasPreviousPage: args.after != null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  };
}
