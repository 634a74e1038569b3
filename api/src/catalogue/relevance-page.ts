// RELEVANCE order for a search, as one statement whose cost does not grow with the catalogue.
//
// Ranks: 0 the title is the search, 1 the title starts with it, 2 a word (of the title or a
// version title) starts with it, 3 the rest; within a rank by the normalised title ("titleKey",
// collated "C", so byte order whatever the database's collation) and id. Sorting every match by
// a CASE rank made "d" sort a third of the catalogue for each page; instead each rank is its own
// branch, walked in its own order, and a branch runs only for the rows the branches before it
// left: a rank's LIMIT is what is left of the page. Ranks 0 and 1 are a range of the index
// Game(titleKey, id), so a search whose page the title prefixes fill never looks further.
import type { GameKey } from './game-cursor.ts';
import { SHORT_WORD_BELOW, wordCondition } from './search-words.ts';

/** GameWordStart holds the first one, two and three letters of each word (its migration). */
const WORD_START_LETTERS = 3;

/** Above every character a normalised title can hold: `q || PREFIX_END` ends q's prefix range. */
const PREFIX_END = '\u{10FFFF}';

/** Columns of a page row in every order: the id and the sort key (see GamePageRow). */
export const PAGE_COLUMNS = `g."firstReleaseDate"::text AS released, g."createdAt"::text AS added`;

interface Rank {
  /** FROM, with the game as `g`. */
  from: string;
  /** The rank's own condition. */
  where: string;
  /** The sort key columns: the title key and the game's id. */
  key: [string, string];
  /**
   * Walk the key's index in order and stop after the page (its rows are dense there), or collect
   * the rank's matches by whichever index finds them and sort those: a walk through a stretch
   * where matches are rare (all the titles before "dragon" for "ragon") would read most of it.
   */
  walk: boolean;
}

const GAME = '"Game" g';
const BY_GAME: [string, string] = ['g."titleKey"', 'g.id'];

/** A parameter placeholder made on first use, so a rank left out adds no unused parameter. */
type Placeholder = () => string;

interface Placeholders {
  /** The search, its words joined by single spaces. */
  q: Placeholder;
  /** The end of the search's prefix range. */
  upTo: Placeholder;
  /** The first letters of its first word, as GameWordStart holds them. */
  wordStart: Placeholder;
}

/**
 * The ranks, in order, each built on demand; a single short word has no rank 3. Ranks 0-2 imply
 * that every word matches (each word of the search starts a word there), so only rank 3 asks
 * for the words (search-words.ts): repeating them made PostgreSQL expect far fewer rows there
 * than there are and choose to collect and sort a walk's 50,000 rows.
 */
function ranks(words: string[], place: Placeholders, param: (value: unknown) => string): (() => Rank)[] {
  const { q, upTo, wordStart } = place;
  const shortWordOnly = words.length === 1 && [...words[0]!].length < SHORT_WORD_BELOW;
  const titleStarts = () => `g."titleKey" >= ${q()} AND g."titleKey" < ${upTo()}`;
  const wordStarts = () => `(g."searchKey" LIKE ${q()} || '%' OR g."searchKey" LIKE '% ' || ${q()} || '%')`;
  const everyWord = () => words.map((word) => wordCondition(word, param)).join(' AND ');
  return [
    () => ({ from: GAME, where: `g."titleKey" = ${q()}`, key: BY_GAME, walk: true }),
    () => ({ from: GAME, where: `g."titleKey" > ${q()} AND g."titleKey" < ${upTo()}`, key: BY_GAME, walk: true }),
    // Every game where a word starts with the search has a row for that word's first letters; for
    // one word, nearly every row there matches (all but the titles starting with it, rank 1).
    () => ({
      from: `"GameWordStart" s JOIN ${GAME} ON g.id = s."gameId"`,
      // For a word of one or two letters, the row itself is "a word starts with it".
      where: `s.prefix = ${wordStart()}${shortWordOnly ? '' : ` AND ${wordStarts()}`} AND NOT (${titleStarts()})`,
      key: ['s."titleKey"', 's."gameId"'],
      walk: words.length === 1,
    }),
    ...(shortWordOnly
      ? []
      : [() => ({ from: GAME, where: `${everyWord()} AND NOT ${wordStarts()}`, key: BY_GAME, walk: false })]),
  ];
}

export interface RelevancePage {
  /** The filters' conditions on `"Game" g` (not the search's words: each rank has its own). */
  filters: string[];
  /** The search's normalised words (at least one). */
  words: string[];
  /** A parameter placeholder: the rows wanted. */
  limit: string;
  /** The last row of the previous page. */
  after: GameKey | null;
  /** More columns for every row (the page's counts), each starting with ", ". */
  columns?: string;
  /** Appended after the ORDER BY (an OFFSET). */
  tail?: string;
}

/**
 * Rows `id, rank, title (the titleKey), released, added` of one page in RELEVANCE order.
 * Appends parameters through `param`.
 */
export function relevancePageSql(
  { filters, words, limit, after, columns = '', tail = '' }: RelevancePage,
  param: (value: unknown) => string,
): string {
  const search = words.join(' ');
  const lazy = (value: unknown): Placeholder => {
    let placeholder: string | undefined;
    return () => (placeholder ??= param(value));
  };
  const q = lazy(search);
  const upTo = lazy(search + PREFIX_END);
  const wordStart = lazy([...words[0]!].slice(0, WORD_START_LETTERS).join(''));
  const branches: string[] = [];
  ranks(words, { q, upTo, wordStart }, param).forEach((build, rank) => {
    if (after?.rank != null && rank < after.rank) return;
    const {
      from,
      where,
      key: [title, id],
      walk,
    } = build();
    const conditions = [...filters, where];
    if (after?.rank === rank) conditions.push(`(${title}, ${id}) > (${param(after.title)}, ${param(after.id)})`);
    const select = `SELECT g.id, ${rank} AS rank, g."titleKey" AS title, ${PAGE_COLUMNS} FROM ${from} WHERE ${conditions.join(' AND ')}`;
    const left = `GREATEST(${limit}${branches.map((_, i) => ` - (SELECT count(*) FROM r${i})`).join('')}, 0)`;
    // OFFSET 0 keeps the planner from walking the title index for the collected rank's ORDER BY.
    branches.push(
      walk
        ? `r${branches.length} AS (${select} ORDER BY ${title}, ${id} LIMIT ${left})`
        : `r${branches.length} AS (SELECT * FROM (${select} OFFSET 0) AS collected ORDER BY title, id LIMIT ${left})`,
    );
  });
  // A cursor past the last rank (none of ours) reads nothing.
  if (branches.length === 0)
    return `SELECT g.id, 0 AS rank, g."titleKey" AS title, ${PAGE_COLUMNS}${columns} FROM "Game" g WHERE false LIMIT ${limit}`;
  const union = branches.map((_, i) => `SELECT * FROM r${i}`).join(' UNION ALL ');
  return `WITH ${branches.join(',\n')} SELECT *${columns} FROM (${union}) AS ranked ORDER BY rank, title COLLATE "C", id ${tail}`;
}
