// The one definition of "which games match, in which order" (search words, filters, ranking),
// as SQL. The GraphQL `games` connection and the REST facade both page through it, so a search
// finds the same games in the same order wherever it is asked.
import type { Region } from '#shared/rules';
import { searchKey } from '#shared/search-key';
import { searchWords, wordCondition } from './search-words.ts';
import { PAGE_COLUMNS, relevancePageSql } from './relevance-page.ts';
import { normaliseBarcode } from '#shared/barcode-rules';
import { afterKeySql, type GameKey } from './game-cursor.ts';
import type { GameOrder } from './game-order.ts';

export interface GameFilter {
  /** Partial title, any language; normalised like Game.searchKey. */
  search?: string | null;
  consoleId?: number | null;
  /** Games with at least one version in this region. */
  region?: Region | null;
  /** Games this company developed (the game or any of its versions). */
  developerId?: number | null;
  publisherId?: number | null;
  /** Year of the game's first release, inclusive on both ends. */
  releasedFrom?: number | null;
  releasedTo?: number | null;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

function companyClause(role: 'DEVELOPER' | 'PUBLISHER', param: string): string {
  return `(EXISTS (SELECT 1 FROM "GameCompany" gc WHERE gc."gameId" = g.id AND gc.role = '${role}' AND gc."companyId" = ${param})
    OR EXISTS (SELECT 1 FROM "VersionCompany" vc JOIN "Version" cv ON cv.id = vc."versionId"
               WHERE cv."gameId" = g.id AND vc.role = '${role}' AND vc."companyId" = ${param}))`;
}

/** The filters' WHERE conditions on `"Game" g` (a barcode search is one: its unique index finds the game). */
function filterConditions(filter: GameFilter, param: (value: unknown) => string): string[] {
  const where: string[] = [];
  const barcode = normaliseBarcode(filter.search ?? '');
  if (barcode !== null) {
    where.push(`EXISTS (SELECT 1 FROM "Version" bv WHERE bv."gameId" = g.id AND bv.barcode = ${param(barcode)})`);
  }
  if (filter.consoleId != null) where.push(`g."consoleId" = ${param(filter.consoleId)}`);
  if (filter.region != null) {
    where.push(
      `EXISTS (SELECT 1 FROM "Version" rv WHERE rv."gameId" = g.id AND rv.region = ${param(filter.region)}::"Region")`,
    );
  }
  if (filter.developerId != null) where.push(companyClause('DEVELOPER', param(filter.developerId)));
  if (filter.publisherId != null) where.push(companyClause('PUBLISHER', param(filter.publisherId)));
  if (filter.releasedFrom != null) where.push(`g."firstReleaseDate" >= make_date(${param(filter.releasedFrom)}, 1, 1)`);
  if (filter.releasedTo != null) where.push(`g."firstReleaseDate" < make_date(${param(filter.releasedTo)} + 1, 1, 1)`);
  return where;
}

/** The search words of a search that is no barcode: every one must occur in the key (search-words.ts). */
function searchedWords(filter: GameFilter): string[] {
  return normaliseBarcode(filter.search ?? '') === null ? searchWords(filter.search) : [];
}

/** Every WHERE condition on `"Game" g`: the search's words and the filters. */
function conditions(filter: GameFilter, param: (value: unknown) => string): string[] {
  return [...searchedWords(filter).map((word) => wordCondition(word, param)), ...filterConditions(filter, param)];
}

function whereSql(where: string[]): string {
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** ORDER BY of every order but a ranked search's (relevance-page.ts); RELEVANCE without one is TITLE. */
function orderSql(order: GameOrder): string {
  switch (order) {
    case 'RELEASE_DATE':
      return 'ORDER BY g."firstReleaseDate" ASC NULLS LAST, g.id';
    case 'RECENTLY_ADDED':
      return 'ORDER BY g."createdAt" DESC, g.id DESC';
    default:
      return 'ORDER BY g.title, g.id';
  }
}

function parameters(values: unknown[]) {
  return (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/** Ids of one page of matching games, in order (an offset page: the REST facade's search). */
export function gameIdsQuery(filter: GameFilter, order: GameOrder, limit: number, offset: number): SqlQuery {
  const values: unknown[] = [];
  const param = parameters(values);
  const words = order === 'RELEVANCE' ? searchedWords(filter) : [];
  if (words.length > 0) {
    const page = { filters: filterConditions(filter, param), words, limit: param(limit + offset), after: null };
    return {
      text: `SELECT id FROM (${relevancePageSql({ ...page, tail: `OFFSET ${param(offset)}` }, param)}) AS page`,
      values,
    };
  }
  const where = whereSql(conditions(filter, param));
  return {
    text: `SELECT g.id FROM "Game" g ${where} ${orderSql(order)} LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    values,
  };
}

/** One row of a keyset page: the game's id and its sort key, and the page's count columns. */
export interface GamePageRow {
  id: number;
  rank: number | null;
  /** The title; in a ranked search, the normalised title (its sort key there). */
  title: string;
  released: string | null;
  added: string;
  /** Matching games counted up to EXACT_COUNT_LIMIT + 1 (with `count`). */
  counted?: number;
  /** The planner's row count of the whole table (with `count`, no filter only). */
  estimated?: number | null;
}

/**
 * One page of matching games after `after` (a sort key from game-cursor.ts), seeking through the
 * order's index instead of skipping rows. With `countUpTo`, every row also carries the number of
 * matches counted up to that many (and, without a filter, the table's estimated size), so the
 * page and its total cost one statement.
 */
export function gamePageQuery(
  filter: GameFilter,
  order: GameOrder,
  limit: number,
  after: GameKey | null,
  countUpTo: number | null,
): SqlQuery {
  const values: unknown[] = [];
  const param = parameters(values);
  const searched = searchedWords(filter);
  const filters = filterConditions(filter, param);
  // Built on first use: a ranked search leaves the words to its ranks (relevance-page.ts).
  let matching: string[] | undefined;
  const allConditions = () => (matching ??= [...searched.map((word) => wordCondition(word, param)), ...filters]);
  let counts = '';
  if (countUpTo !== null) {
    // A search counts through the ranks' walks, in any order: a common word's count then stops
    // in the title index after countUpTo games instead of intersecting the trigram index's lists.
    const upTo = param(countUpTo);
    const rows = searched.length
      ? relevancePageSql({ filters, words: searched, limit: upTo, after: null }, param)
      : `SELECT 1 FROM "Game" g ${whereSql(allConditions())} LIMIT ${upTo}`;
    const capped = `(SELECT count(*)::int FROM (${rows}) AS capped) AS counted`;
    const estimated =
      searched.length === 0 && filters.length === 0
        ? `(SELECT reltuples::bigint::int FROM pg_class WHERE oid = '"Game"'::regclass) AS estimated`
        : 'NULL::int AS estimated';
    counts = `, ${capped}, ${estimated}`;
  }
  if (order === 'RELEVANCE' && searched.length > 0) {
    const page = { filters, words: searched, limit: param(limit), after, columns: counts };
    return { text: relevancePageSql(page, param), values };
  }
  const seek = after ? [afterKeySql(after, param)] : [];
  const text = `SELECT g.id, NULL::int AS rank, g.title, ${PAGE_COLUMNS}${counts}
    FROM "Game" g ${whereSql([...allConditions(), ...seek])} ${orderSql(order)} LIMIT ${param(limit)}`;
  return { text, values };
}

/** How many games match. */
export function gameCountQuery(filter: GameFilter): SqlQuery {
  const values: unknown[] = [];
  const where = whereSql(conditions(filter, parameters(values)));
  return { text: `SELECT count(*)::int AS total FROM "Game" g ${where}`, values };
}

/**
 * Possible duplicates of a new game: same console, and a title that contains the new one, is
 * contained in it, or is similar by trigrams (catches "Super Mario Bros" for "Super Mario Bros.").
 */
export function similarGamesQuery(title: string, consoleId: number, limit: number): SqlQuery {
  const key = searchKey(title);
  return {
    text: `SELECT g.id FROM "Game" g
      WHERE g."consoleId" = $2 AND $1 <> '' AND (g."titleKey" % $1 OR g."titleKey" LIKE '%' || $1 || '%' OR (char_length(g."titleKey") >= 3 AND $1 LIKE '%' || g."titleKey" || '%'))
      AND g."titleKey" <> ''
      ORDER BY similarity(g."titleKey", $1) DESC, g.title, g.id LIMIT $3`,
    values: [key, consoleId, limit],
  };
}
