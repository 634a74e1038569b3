// Collection rules: copy conditions, the collector level ladder. Pure; imported by the API and
// the web app. A copy's input schemas are in collection-input.ts (zod loads only with a form).
import { COLLECTOR_LEVELS, COLLECTOR_LEVEL_THRESHOLDS, type CollectorLevel, type ProblemCode } from './rules.ts';

export const COPY_CONDITIONS = ['SEALED', 'MINT', 'VERY_GOOD', 'GOOD', 'FAIR', 'POOR'] as const;
export type CopyCondition = (typeof COPY_CONDITIONS)[number];

export interface CollectorLevelProgress {
  level: CollectorLevel;
  /** 0-based position in COLLECTOR_LEVELS. */
  rank: number;
  copies: number;
  /** Copies the current level starts at. */
  levelStart: number;
  /** Null at the top level. */
  nextLevel: CollectorLevel | null;
  nextLevelAt: number | null;
}

/**
 * A level as the API's CollectorLevel enum names it (the schema's enum values are the rule's names
 * upper-cased): what the schema declares and what the web app draws offline from the same rule.
 */
export type CollectorLevelName = Uppercase<CollectorLevel>;
export const collectorLevelName = <L extends CollectorLevel>(level: L): Uppercase<L> =>
  level.toUpperCase() as Uppercase<L>;

/** The highest level whose threshold the number of owned copies reaches, and the way to the next one. */
export function collectorLevel(copies: number): CollectorLevelProgress {
  let rank = 0;
  COLLECTOR_LEVEL_THRESHOLDS.forEach((threshold, index) => {
    if (copies >= threshold) rank = index;
  });
  const next = rank + 1 < COLLECTOR_LEVELS.length ? rank + 1 : null;
  return {
    level: COLLECTOR_LEVELS[rank]!,
    rank,
    copies,
    levelStart: COLLECTOR_LEVEL_THRESHOLDS[rank]!,
    nextLevel: next === null ? null : COLLECTOR_LEVELS[next]!,
    nextLevelAt: next === null ? null : COLLECTOR_LEVEL_THRESHOLDS[next]!,
  };
}

export const COPY_LIMITS = {
  otherInsertsMax: 500,
  notesMax: 2000,
  /** 10 million in minor units: more than any game copy costs, and far from the integer limit. */
  pricePaidCentsMax: 1_000_000_000,
  /** Rows one import request carries: keeps a request well under the 2 MB body limit. */
  importChunkRows: 500,
  searchMax: 200,
} as const;

/** Offered in the copy form; any ISO 4217 code (three capital letters) is accepted. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'KRW',
  'CNY',
] as const;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** What a copy holds: box + manual + medium is complete in box; without a box it is loose. */
export const COMPLETENESS = ['COMPLETE_IN_BOX', 'INCOMPLETE', 'LOOSE'] as const;
export type Completeness = (typeof COMPLETENESS)[number];

export function completenessOf(copy: { hasBox: boolean; hasManual: boolean; hasMedium: boolean }): Completeness {
  if (!copy.hasBox) return 'LOOSE';
  return copy.hasManual && copy.hasMedium ? 'COMPLETE_IN_BOX' : 'INCOMPLETE';
}

/**
 * The id a browser gives an add it may send more than once (its offline outbox, issue 28): a
 * random UUID in practice; any 8 to 64 letters, digits, dashes or underscores are accepted.
 */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The collection CSV's header, in order. Import matches columns by name, so order is free there. */
export const CSV_COLUMNS = [
  'version_id',
  'game_title',
  'console',
  'region',
  'version_title',
  'condition',
  'has_box',
  'has_manual',
  'has_medium',
  'other_inserts',
  'price_paid_cents',
  'currency',
  'acquired_on',
  'notes',
  'copy_id',
  /** 'owned' (or blank) for a copy, 'wanted' for a want-list entry. */
  'list',
  'for_trade',
  /** A wanted version's maximum price, in the currency column's hundredths. */
  'max_price_cents',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Why an import row or chunk is refused, beside the copy rules' own codes. The API also sends an
 * English message for other clients; the web app words each code in the reader's language.
 */
export const IMPORT_PROBLEM_CODES = [
  /** has_box, has_manual, has_medium: not yes/no. */
  'yesOrNo',
  /** version_id, copy_id, price_paid_cents: not a whole number. */
  'wholeNumber',
  /** acquired_on: not a real date written YYYY-MM-DD. */
  'isoDate',
  'unknownRegion',
  /** Neither a version_id nor game_title, console and region. */
  'versionNotNamed',
  /** The header names no way to find versions. */
  'missingColumns',
  /** More rows in one request than importChunkRows. */
  'tooManyRows',
  /** list: neither owned nor wanted. */
  'unknownList',
] as const satisfies readonly ProblemCode[];
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];
