// One page of a member's collection by keyset: a cursor holds the copy's sort key (game title,
// version release date, acquired on or price, and the copy's id), and the next page starts right
// after it instead of skipping rows with an OFFSET. The orders by title and release date sort on
// the game's and version's columns, which no index of CollectionItem can hold; the statement
// reads only this member's copies (CollectionItem(userId, ...)), joins their versions and games
// by primary key and keeps the page's rows, so its cost follows the member's collection, never
// the catalogue. The filters mean exactly what collectionWhere (collection-query.ts) says; the
// keyset test compares the two.
import type { Completeness } from '#shared/collection-rules';
import type { SqlQuery } from '../catalogue/game-query.ts';
import { searchKey } from '#shared/search-key';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import type { CollectionFilter, CollectionOrder } from './collection-query.ts';

const LIST = 'collection';

/** A copy's place in one order; dates `YYYY-MM-DD` as PostgreSQL prints them. */
export interface CopyKey {
  order: CollectionOrder;
  title: string;
  released: string;
  acquired: string | null;
  price: number | null;
  id: number;
}

/** One row of a page, and with `withTotal` the number of matching copies. */
export interface CopyPageRow extends Omit<CopyKey, 'order'> {
  total?: number;
}

export const encodeCopyCursor = (key: CopyKey) => encodeCursor(LIST, key);

export function decodeCopyCursor(cursor: string, order: CollectionOrder): CopyKey {
  return decodeCursor(cursor, LIST, (key): key is CopyKey => {
    const k = key as Partial<CopyKey>;
    return (
      k.order === order &&
      Number.isInteger(k.id) &&
      typeof k.title === 'string' &&
      typeof k.released === 'string' &&
      (k.acquired === null || typeof k.acquired === 'string') &&
      (k.price === null || Number.isInteger(k.price))
    );
  });
}

const COMPLETENESS_SQL: Record<Completeness, string> = {
  COMPLETE_IN_BOX: 'ci."hasBox" AND ci."hasManual" AND ci."hasMedium"',
  INCOMPLETE: 'ci."hasBox" AND (NOT ci."hasManual" OR NOT ci."hasMedium")',
  LOOSE: 'NOT ci."hasBox"',
};

function conditions(userId: number, filter: CollectionFilter, param: (value: unknown) => string): string[] {
  const where = [`ci."userId" = ${param(userId)}`];
  const key = filter.search ? searchKey(filter.search) : '';
  // Keys hold only letters, digits, marks and spaces, so the search never carries a wildcard.
  if (key) where.push(`g."searchKey" LIKE '%' || ${param(key)} || '%'`);
  if (filter.consoleId != null) where.push(`g."consoleId" = ${param(filter.consoleId)}`);
  if (filter.region) where.push(`v.region = ${param(filter.region)}::"Region"`);
  if (filter.completeness) where.push(`(${COMPLETENESS_SQL[filter.completeness]})`);
  if (filter.forTrade != null) where.push(`ci."forTrade" = ${param(filter.forTrade)}`);
  return where;
}

const ORDER_SQL: Record<CollectionOrder, string> = {
  TITLE: 'g.title, v."releaseDate", ci.id',
  RELEASE_DATE: 'v."releaseDate", ci.id',
  ACQUIRED_ON: 'ci."acquiredOn" DESC NULLS LAST, ci.id DESC',
  PRICE: 'ci."pricePaidCents" DESC NULLS LAST, ci.id',
};

/** "Comes after `key`" in its order, nulls last where the column may be empty. */
function afterKeySql(key: CopyKey, param: (value: unknown) => string): string {
  const id = () => param(key.id);
  switch (key.order) {
    case 'TITLE':
      return `(g.title, v."releaseDate", ci.id) > (${param(key.title)}, ${param(key.released)}::date, ${id()})`;
    case 'RELEASE_DATE':
      return `(v."releaseDate", ci.id) > (${param(key.released)}::date, ${id()})`;
    case 'ACQUIRED_ON':
      return key.acquired === null
        ? `(ci."acquiredOn" IS NULL AND ci.id < ${id()})`
        : `((ci."acquiredOn", ci.id) < (${param(key.acquired)}::date, ${id()}) OR ci."acquiredOn" IS NULL)`;
    case 'PRICE': {
      if (key.price === null) return `(ci."pricePaidCents" IS NULL AND ci.id > ${id()})`;
      const price = param(key.price);
      return `(ci."pricePaidCents" < ${price} OR (ci."pricePaidCents" = ${price} AND ci.id > ${id()}) OR ci."pricePaidCents" IS NULL)`;
    }
  }
}

const FROM = `"CollectionItem" ci JOIN "Version" v ON v.id = ci."versionId" JOIN "Game" g ON g.id = v."gameId"`;

export function collectionPageQuery(
  userId: number,
  filter: CollectionFilter,
  order: CollectionOrder,
  limit: number,
  after: CopyKey | null,
  withTotal: boolean,
  /** The parameters of the statement the query goes into, when it is a part of a larger one. */
  values: unknown[] = [],
): SqlQuery {
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const matching = conditions(userId, filter, param);
  const seek = after ? [afterKeySql(after, param)] : [];
  // One member's copies: counted exactly, in the page's own statement.
  const total = withTotal ? `, (SELECT count(*)::int FROM ${FROM} WHERE ${matching.join(' AND ')}) AS total` : '';
  return {
    text: `SELECT ci.id, g.title, v."releaseDate"::text AS released, ci."acquiredOn"::text AS acquired,
        ci."pricePaidCents" AS price${total}
      FROM ${FROM} WHERE ${[...matching, ...seek].join(' AND ')} ORDER BY ${ORDER_SQL[order]} LIMIT ${param(limit)}`,
    values,
  };
}

/** The order of ORDER_SQL over the page's own columns (`p`), for aggregating the page as JSON. */
const PAGE_ROW_ORDER_SQL: Record<CollectionOrder, string> = {
  TITLE: 'p.title, p.released::date, p.id',
  RELEASE_DATE: 'p.released::date, p.id',
  ACQUIRED_ON: 'p.acquired::date DESC NULLS LAST, p.id DESC',
  PRICE: 'p.price DESC NULLS LAST, p.id',
};

/**
 * The page as one JSON array in its order, to ride in a statement that reads other figures of the
 * user too (profiles/user-figures.ts). The aggregate sorts the page's few rows again: the order of
 * a subquery's rows is not promised to an aggregate over it.
 */
export function collectionPageJsonQuery(
  userId: number,
  filter: CollectionFilter,
  order: CollectionOrder,
  limit: number,
  after: CopyKey | null,
  withTotal: boolean,
  values: unknown[],
): string {
  const page = collectionPageQuery(userId, filter, order, limit, after, withTotal, values);
  return `(SELECT coalesce(json_agg(p ORDER BY ${PAGE_ROW_ORDER_SQL[order]}), '[]') FROM (${page.text}) p)`;
}
