// Applying an approved edit request is a three-way merge: the game as the request saw it (base),
// as it proposes it (proposal), and as it is now (current; other requests may have been applied
// since). A field the proposal did not touch keeps today's value; a field only the proposal
// changed takes the proposal's; a field both changed differently is a conflict, and the request
// is rejected rather than overwriting someone else's approved change.
import { GAME_FIELDS, sameValue, type GameSnapshot, type VersionSnapshot } from './game-snapshot.ts';
import { VERSION_FIELDS } from '#shared/version-fields';

export type MergeResult = { ok: true; game: GameSnapshot } | { ok: false; conflicts: string[] };

const CONFLICT = Symbol('conflict');
type Merged<T> = T | typeof CONFLICT;

function mergeValue<T>(base: T, proposal: T, current: T): Merged<T> {
  if (sameValue(proposal, base) || sameValue(proposal, current)) return current;
  if (sameValue(current, base)) return proposal;
  return CONFLICT;
}

function sameVersion(a: VersionSnapshot, b: VersionSnapshot): boolean {
  return VERSION_FIELDS.every((field) => sameValue(a[field], b[field]));
}

function mergeVersion(
  base: VersionSnapshot,
  proposal: VersionSnapshot,
  current: VersionSnapshot,
  conflicts: string[],
): VersionSnapshot {
  const merged: VersionSnapshot = { ...current };
  for (const field of VERSION_FIELDS) {
    const value = mergeValue(base[field], proposal[field], current[field]);
    if (value === CONFLICT) conflicts.push(`versions.${current.id}.${field}`);
    else (merged as Record<string, unknown>)[field] = value;
  }
  return merged;
}

const byId = (versions: readonly VersionSnapshot[]) =>
  new Map(versions.filter((v) => v.id !== null).map((v) => [v.id as number, v]));

export function mergeGame(base: GameSnapshot, proposal: GameSnapshot, current: GameSnapshot): MergeResult {
  const conflicts: string[] = [];
  const game: GameSnapshot = { ...current, versions: [] };
  for (const field of GAME_FIELDS) {
    const value = mergeValue(base[field], proposal[field], current[field]);
    if (value === CONFLICT) conflicts.push(field);
    else (game as Record<string, unknown>)[field] = value;
  }

  const baseVersions = byId(base.versions);
  const proposedVersions = byId(proposal.versions);
  const currentVersions = byId(current.versions);
  for (const version of current.versions) {
    const before = version.id === null ? undefined : baseVersions.get(version.id);
    const proposed = version.id === null ? undefined : proposedVersions.get(version.id);
    if (!before)
      game.versions.push(version); // added by someone else since the request was made
    else if (!proposed) {
      // The proposal removes it: fine unless someone changed it meanwhile.
      if (!sameVersion(version, before)) conflicts.push(`versions.${version.id}`);
    } else game.versions.push(mergeVersion(before, proposed, version, conflicts));
  }
  for (const [id, before] of baseVersions) {
    const proposed = proposedVersions.get(id);
    // Removed by someone else meanwhile: a proposal that changed it conflicts; one that left it alone agrees.
    if (!currentVersions.has(id) && proposed && !sameVersion(proposed, before)) conflicts.push(`versions.${id}`);
  }
  game.versions.push(...proposal.versions.filter((version) => version.id === null));

  return conflicts.length ? { ok: false, conflicts } : { ok: true, game };
}
