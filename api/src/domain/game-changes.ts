// What one applied change did to a game, field by field: the record a history entry keeps. It is
// computed from the game read before and after the write, in the same transaction, so it is the
// difference actually applied (after a three-way merge, not the proposal).
import { GAME_FIELDS, sameValue, type GameSnapshot, type VersionSnapshot } from './game-snapshot.ts';
import { VERSION_FIELDS, type VersionField } from '#shared/version-fields';

type GameField = (typeof GAME_FIELDS)[number];

export interface FieldChange<T> {
  before: T | null;
  after: T | null;
}

export type VersionChangeKind = 'added' | 'removed' | 'changed';

/**
 * One version the change touched. Both sides are kept whole (null for the side where the version
 * does not exist): the history shows which version it was, and a revert can restore a removed one.
 * `fields` names exactly the fields that differ.
 */
export interface VersionChange {
  id: number;
  kind: VersionChangeKind;
  before: VersionSnapshot | null;
  after: VersionSnapshot | null;
  fields: VersionField[];
}

export interface GameChanges {
  game: Partial<{ [F in GameField]: FieldChange<GameSnapshot[F]> }>;
  versions: VersionChange[];
}

function versionChange(before: VersionSnapshot | null, after: VersionSnapshot | null): VersionChange | null {
  const id = (after ?? before)!.id!;
  if (!before || !after) {
    const present = (before ?? after)!;
    const fields = VERSION_FIELDS.filter((field) => {
      const value = present[field];
      return value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
    });
    return { id, kind: before ? 'removed' : 'added', before, after, fields };
  }
  const fields = VERSION_FIELDS.filter((field) => !sameValue(before[field], after[field]));
  return fields.length ? { id, kind: 'changed', before, after, fields } : null;
}

/** The difference between two states of a game; null stands for "did not exist" (creation, deletion). */
export function gameChanges(before: GameSnapshot | null, after: GameSnapshot | null): GameChanges {
  const game: GameChanges['game'] = {};
  for (const field of GAME_FIELDS) {
    const old = before ? before[field] : null;
    const now = after ? after[field] : null;
    if (!sameValue(old, now)) (game as Record<string, unknown>)[field] = { before: old, after: now };
  }
  const afterById = new Map((after?.versions ?? []).map((version) => [version.id, version]));
  const beforeIds = new Set((before?.versions ?? []).map((version) => version.id));
  const versions = [
    ...(before?.versions ?? []).map((version) => versionChange(version, afterById.get(version.id) ?? null)),
    ...(after?.versions ?? []).filter((version) => !beforeIds.has(version.id)).map((v) => versionChange(null, v)),
  ].filter((change): change is VersionChange => change !== null);
  return { game, versions };
}

/** True when the change touched nothing (an edit whose merge left the game as it was). */
export function noChanges(changes: GameChanges): boolean {
  return Object.keys(changes.game).length === 0 && changes.versions.length === 0;
}

/** A stored entry's changes read back; older fields a snapshot lacks are left as they were stored. */
export function parseGameChanges(json: unknown): GameChanges {
  const changes = json as GameChanges;
  return { game: changes.game ?? {}, versions: changes.versions ?? [] };
}
