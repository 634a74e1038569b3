// Keyset (seek) paging, shared by every ordered list the site pages: a cursor holds the sort key
// of the last row shown (and its id, which breaks ties), and the next page starts right after it
// through the order's index. An offset would walk and discard every earlier row, so the last page
// of a long list would cost as much as reading all of it.
//
// A cursor is opaque to clients: `<list>:<JSON key>` in base64url. The list name keeps a cursor of
// one list (or sort order) from being taken for another's.
import { createGraphQLError } from 'graphql-yoga';
import { LIMITS } from '#shared/rules';

export class BadCursorError extends Error {}

export function encodeCursor(list: string, key: object): string {
  return Buffer.from(`${list}:${JSON.stringify(key)}`).toString('base64url');
}

/**
 * The key a cursor of `list` holds. BadCursorError for text this module did not write for `list`,
 * and for a key `isKey` refuses (e.g. a cursor of another sort order).
 */
export function decodeCursor<K>(cursor: string, list: string, isKey: (key: unknown) => key is K): K {
  let key: unknown;
  try {
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    if (!text.startsWith(`${list}:`)) throw new BadCursorError();
    key = JSON.parse(text.slice(list.length + 1));
  } catch {
    throw new BadCursorError('after is not a cursor of this list');
  }
  if (typeof key !== 'object' || key === null || !isKey(key)) {
    throw new BadCursorError('after is a cursor of another sort order or search');
  }
  return key;
}

/** One column of an order: the Prisma field, its direction and the value of the last row shown. */
export interface SeekColumn {
  field: string;
  direction: 'asc' | 'desc';
  value: unknown;
}

/**
 * Prisma's `where` for "comes after this row" in an order of non-null columns (the last one
 * unique, usually the id): (a, b) > (x, y) spelled out, since Prisma has no row comparison. The
 * first column's bound is repeated on its own so PostgreSQL seeks the order's index to it (an OR
 * alone would be a filter on a scan from the list's start); only rows tied on it are filtered.
 */
export function seekAfter(columns: SeekColumn[]): Record<string, unknown> {
  const past = (column: SeekColumn) => (column.direction === 'asc' ? 'gt' : 'lt');
  const [first] = columns;
  if (!first) return {};
  const alternatives = columns.map((column, index) => ({
    ...Object.fromEntries(columns.slice(0, index).map((tied) => [tied.field, tied.value])),
    [column.field]: { [past(column)]: column.value },
  }));
  return {
    AND: [{ [first.field]: { [first.direction === 'asc' ? 'gte' : 'lte']: first.value } }, { OR: alternatives }],
  };
}

/** The key `decode` reads from a cursor argument; a bad cursor is the client's error, said as such. */
export function cursorArgument<K>(decode: () => K): K {
  try {
    return decode();
  } catch (error) {
    if (error instanceof BadCursorError) throw createGraphQLError(error.message);
    throw error;
  }
}

/** The forward-only paging arguments every keyset list accepts, checked. */
export function forwardPageSize(
  args: { first?: number | null; last?: number | null; before?: string | null },
  noun: string,
  defaultSize: number,
): number {
  if ((args.first ?? 0) > LIMITS.pageSizeMax)
    throw createGraphQLError(`A page holds at most ${LIMITS.pageSizeMax} ${noun}`);
  if (args.first != null && args.first < 0) throw createGraphQLError('first must not be negative');
  if (args.last != null || args.before != null) {
    throw createGraphQLError(`The ${noun} list pages forward only: use first and after`);
  }
  return args.first ?? defaultSize;
}
