import type { Database } from '../db/database.ts';

const ROUNDS = 4;
/** Candidates drawn per wanted game: enough that gaps left by deleted games rarely need a second round. */
const DRAWS_PER_GAME = 4;

/**
 * Distinct random game ids without ORDER BY random() over the catalogue (a full scan at a
 * million games), in one statement: draw ids uniformly between the smallest and largest (read
 * from the primary key's ends) and keep those that exist; a table with no more ids than the
 * draws is read whole instead (its branch is a one-time filter, skipped on a large table). Gaps
 * left by deleted games only cost another round, rarely.
 */
export async function pickRandomGameIds(prisma: Database['prisma'], amount: number): Promise<number[]> {
  const picked = new Set<number>();
  for (let round = 0; round < ROUNDS && picked.size < amount; round += 1) {
    const draws = (amount - picked.size) * DRAWS_PER_GAME;
    const rows = await prisma.$queryRaw<{ id: number; whole: boolean }[]>`
      WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM "Game"),
      draws AS MATERIALIZED (
        SELECT DISTINCT lo + floor(random() * (hi - lo + 1))::int AS id
        FROM bounds, generate_series(1, ${draws}::int) WHERE hi - lo + 1 > ${draws}::int)
      SELECT g.id, false AS whole FROM draws JOIN "Game" g ON g.id = draws.id
      UNION ALL
      SELECT g.id, true AS whole FROM "Game" g WHERE (SELECT hi - lo + 1 FROM bounds) <= ${draws}::int`;
    for (const { id } of shuffle(rows)) {
      if (picked.size < amount) picked.add(id);
    }
    if (rows.length === 0 || rows[0]!.whole) break;
  }
  return [...picked];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
