import type { SqlRunner } from '../db/sql-runner.ts';
import { outcomeOf, scoreOf, type MinigameResult } from '#shared/minigame-rules';

// One statement, so two matches finishing at once (two tabs) both count: the sums happen in the
// database row lock, not in a read-then-write here. Same sums as tallyResult in the shared rules.
const UPSERT = `
  INSERT INTO "MinigameResult" ("userId", "game", "wins", "losses", "bestScore", "updatedAt")
  VALUES ($1, $2, $3, $4, $5, now())
  ON CONFLICT ("userId", "game") DO UPDATE SET
    "wins" = "MinigameResult"."wins" + EXCLUDED."wins",
    "losses" = "MinigameResult"."losses" + EXCLUDED."losses",
    "bestScore" = GREATEST("MinigameResult"."bestScore", EXCLUDED."bestScore"),
    "updatedAt" = EXCLUDED."updatedAt"`;

/** Adds a validated match to the player's record in that game. */
export async function recordResult(sql: SqlRunner, userId: number, result: MinigameResult): Promise<void> {
  const outcome = outcomeOf(result);
  await sql.query(
    UPSERT,
    [userId, result.game, outcome === 'win' ? 1 : 0, outcome === 'loss' ? 1 : 0, scoreOf(result)],
    { prepare: true },
  );
}
