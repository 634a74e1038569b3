// Keyset (seek) paging for the games list: a cursor holds the sort key of the last game shown,
// and the next page starts right after it through the order's own index (Game(title, id),
// (firstReleaseDate, id), (createdAt, id)); the cursor format is the shared one of
// paging/keyset-cursor.ts.
import type { GameOrder } from './game-order.ts';
import { BadCursorError, decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';

/** The sort key of one game in one order, as text exactly as PostgreSQL printed it. */
export interface GameKey {
  order: GameOrder;
  /** A ranked search: the rank (0-3, relevance-page.ts); otherwise null. */
  rank: number | null;
  title: string;
  /** `YYYY-MM-DD` or null (RELEASE_DATE). */
  released: string | null;
  /** `YYYY-MM-DD HH:MI:SS.mmm` (RECENTLY_ADDED). */
  added: string;
  id: number;
}

const LIST = 'games';

export { BadCursorError };

export function encodeGameCursor(key: GameKey): string {
  return encodeCursor(LIST, key);
}

/** The key a cursor holds; BadCursorError for anything this module did not write for `order`. */
export function decodeGameCursor(cursor: string, order: GameOrder): GameKey {
  return decodeCursor(cursor, LIST, (key): key is GameKey => {
    const k = key as Partial<GameKey>;
    return (
      k.order === order &&
      Number.isInteger(k.id) &&
      typeof k.title === 'string' &&
      typeof k.added === 'string' &&
      (k.released === null || typeof k.released === 'string') &&
      (k.rank === null || Number.isInteger(k.rank))
    );
  });
}

/**
 * The condition "comes after `key` in `order`", on `"Game" g`, for every order but a ranked search
 * (relevance-page.ts seeks within its ranks). Appends its parameters through `param`.
 */
export function afterKeySql(key: GameKey, param: (value: unknown) => string): string {
  switch (key.order) {
    case 'RELEVANCE':
    case 'TITLE':
      return `(g.title, g.id) > (${param(key.title)}, ${param(key.id)})`;
    case 'RELEASE_DATE':
      // NULLS LAST: after a dated game come later dates, then every undated one.
      return key.released === null
        ? `(g."firstReleaseDate" IS NULL AND g.id > ${param(key.id)})`
        : `((g."firstReleaseDate", g.id) > (${param(key.released)}::date, ${param(key.id)}) OR g."firstReleaseDate" IS NULL)`;
    case 'RECENTLY_ADDED':
      return `(g."createdAt", g.id) < (${param(key.added)}::timestamp(3), ${param(key.id)})`;
  }
}
