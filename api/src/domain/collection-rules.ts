// Collection rules: copy conditions, the collector level ladder. Pure; imported by the API and,
// through `@collection-rules`, by the web app.
import { COLLECTOR_LEVELS, COLLECTOR_LEVEL_THRESHOLDS, type CollectorLevel } from './rules.ts';

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
