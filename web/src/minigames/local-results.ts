// Visitors' minigame records stay in this browser (signed-in players' records are kept by the API).
import {
  EMPTY_RECORD,
  MINIGAMES,
  tallyResult,
  type Minigame,
  type MinigameRecord,
  type MinigameResult,
} from '#shared/minigame-rules';

export const LOCAL_RESULTS_KEY = 'minigameResults';

export interface PlayedRecord extends MinigameRecord {
  /** ISO date-time of the latest match. */
  lastPlayedAt: string;
}

export type PlayedRecords = Partial<Record<Minigame, PlayedRecord>>;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function validRecord(value: unknown): PlayedRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { wins, losses, bestScore, lastPlayedAt } = value as Record<string, unknown>;
  if (!isCount(wins) || !isCount(losses) || !isCount(bestScore) || typeof lastPlayedAt !== 'string') return null;
  return { wins, losses, bestScore, lastPlayedAt };
}

/** What this browser remembers; anything unreadable (edited by hand, an old format) is left out. */
export function readLocalRecords(storage: Storage = localStorage): PlayedRecords {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(LOCAL_RESULTS_KEY) ?? '{}');
  } catch {
    return {};
  }
  const records: PlayedRecords = {};
  for (const game of MINIGAMES) {
    const record = validRecord((parsed as Record<string, unknown> | null)?.[game]);
    if (record) records[game] = record;
  }
  return records;
}

/** Adds a finished match to this browser's record; false when the browser refuses to store it. */
export function saveLocalResult(result: MinigameResult, now: Date, storage: Storage = localStorage): boolean {
  const records = readLocalRecords(storage);
  records[result.game] = {
    ...tallyResult(records[result.game] ?? EMPTY_RECORD, result),
    lastPlayedAt: now.toISOString(),
  };
  try {
    storage.setItem(LOCAL_RESULTS_KEY, JSON.stringify(records));
    return true;
  } catch {
    return false;
  }
}
