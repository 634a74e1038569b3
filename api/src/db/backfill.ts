import { searchKey } from '#shared/search-key';
import type { SqlRunner } from './sql-runner.ts';

const BATCH = 1000;

/**
 * Fills keys that SQL alone cannot derive (the normalisation lives in TypeScript) for rows
 * written before the column existed. Runs after migrations on every start; with nothing to do it
 * costs one query. Returns how many rows it filled.
 */
export async function backfillDerivedKeys(sql: SqlRunner): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await sql.query<{ id: number; title: string }>(
      `SELECT id, title FROM "Game" WHERE "titleKey" = '' AND title <> '' ORDER BY id LIMIT ${BATCH}`,
    );
    const keyed = rows.map((row) => ({ id: row.id, key: searchKey(row.title) }));
    // A title made only of punctuation has an empty key; skip it rather than loop forever.
    const updates = keyed.filter((row) => row.key !== '');
    if (updates.length) {
      await sql.query(
        `UPDATE "Game" g SET "titleKey" = k.key FROM unnest($1::int[], $2::text[]) AS k(id, key) WHERE g.id = k.id`,
        [updates.map((row) => row.id), updates.map((row) => row.key)],
      );
    }
    filled += updates.length;
    if (rows.length < BATCH || updates.length === 0) return filled;
  }
}
