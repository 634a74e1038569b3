// A collection's statistics as one SQL query: each part is an aggregate over the same owned
// copies, returned as JSON so the database does the counting, not the API. The query is a part of
// the statement that reads a user's figures (profiles/user-figures.ts).
import type { Completeness } from '#shared/collection-rules';
import type { Region } from '#shared/rules';

export interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

export interface CollectionStats {
  totalCopies: number;
  byConsole: CountBy[];
  byRegion: CountBy<Region>[];
  byManufacturer: CountBy[];
  byCompleteness: CountBy<Completeness>[];
  /** Sum of prices per currency; copies without a price are not counted. */
  spent: { currency: string; cents: number; copies: number }[];
  /** 'YYYY-MM' of the day each copy was added, oldest month first. */
  addedPerMonth: CountBy[];
}

/** The statistics of the copies of the user `userParam` (a placeholder such as `$1`): one row. */
export const statsSql = (userParam: string) => `
WITH copies AS (
  SELECT ci."hasBox", ci."hasManual", ci."hasMedium", ci."pricePaidCents", ci."currency", ci."createdAt",
         v."region"::text AS region, c."name" AS console, c."manufacturer"
  FROM "CollectionItem" ci
  JOIN "Version" v ON v."id" = ci."versionId"
  JOIN "Game" g ON g."id" = v."gameId"
  JOIN "Console" c ON c."id" = g."consoleId"
  WHERE ci."userId" = ${userParam}
),
counted AS (
  SELECT 'console' AS part, console AS key, count(*)::int AS count FROM copies GROUP BY console
  UNION ALL SELECT 'region', region, count(*)::int FROM copies GROUP BY region
  UNION ALL SELECT 'manufacturer', manufacturer, count(*)::int FROM copies GROUP BY manufacturer
  UNION ALL SELECT 'completeness',
    CASE WHEN NOT "hasBox" THEN 'LOOSE' WHEN "hasManual" AND "hasMedium" THEN 'COMPLETE_IN_BOX' ELSE 'INCOMPLETE' END,
    count(*)::int FROM copies GROUP BY 2
  UNION ALL SELECT 'month', to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM'), count(*)::int FROM copies GROUP BY 2
)
SELECT
  (SELECT count(*)::int FROM copies) AS "totalCopies",
  coalesce((SELECT json_agg(json_build_object('part', part, 'key', key, 'count', count) ORDER BY part, count DESC, key) FROM counted), '[]') AS counts,
  coalesce((SELECT json_agg(json_build_object('currency', currency, 'cents', cents, 'copies', copies) ORDER BY currency)
    FROM (SELECT currency, sum("pricePaidCents")::bigint::text AS cents, count(*)::int AS copies
          FROM copies WHERE "pricePaidCents" IS NOT NULL AND currency IS NOT NULL GROUP BY currency) spent), '[]') AS spent
`;

export interface StatsRow {
  totalCopies: number;
  counts: (CountBy & { part: string })[] | string;
  spent: { currency: string; cents: string; copies: number }[] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The statistics from the row `statsSql` reads (its JSON as text or parsed, by driver). */
export function statsFromRow(row: StatsRow): CollectionStats {
  const counts = parsed(row.counts);
  const part = <K extends string>(name: string) =>
    counts.filter((entry) => entry.part === name).map(({ key, count }) => ({ key: key as K, count }));
  return {
    totalCopies: row.totalCopies,
    byConsole: part('console'),
    byRegion: part<Region>('region'),
    byManufacturer: part('manufacturer'),
    byCompleteness: part<Completeness>('completeness'),
    spent: parsed(row.spent).map((entry) => ({ ...entry, cents: Number(entry.cents) })),
    addedPerMonth: part('month').sort((a, b) => a.key.localeCompare(b.key)),
  };
}
