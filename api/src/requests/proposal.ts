// Checks on a proposed game against the snapshot it was made from, before an edit request is stored.
import { GAME_FIELDS, sameValue, type GameSnapshot } from '../domain/game-snapshot.ts';
import type { FieldProblem } from '#shared/rules';
import { VERSION_FIELDS } from '#shared/version-fields';

/**
 * Versions the proposal names by id must be versions of this game, each named once: otherwise an
 * approved request would rewrite another game's version.
 */
export function foreignVersionProblems(snapshot: GameSnapshot, proposal: GameSnapshot): FieldProblem[] {
  const own = new Set(snapshot.versions.map((version) => version.id));
  const seen = new Set<number>();
  const problems: FieldProblem[] = [];
  proposal.versions.forEach((version, index) => {
    if (version.id === null) return;
    if (!own.has(version.id) || seen.has(version.id)) {
      problems.push({
        field: `versions.${index}.id`,
        code: 'notFound',
        message: 'This version does not belong to this game',
      });
    }
    seen.add(version.id);
  });
  return problems;
}

/** True when the proposal would leave the game as it is: same fields, same versions (matched by id, in any order). */
export function sameGame(snapshot: GameSnapshot, proposal: GameSnapshot): boolean {
  if (!GAME_FIELDS.every((field) => sameValue(snapshot[field], proposal[field]))) return false;
  if (snapshot.versions.length !== proposal.versions.length) return false;
  const before = new Map(snapshot.versions.map((version) => [version.id, version]));
  return proposal.versions.every((version) => {
    const old = version.id === null ? undefined : before.get(version.id);
    return old !== undefined && VERSION_FIELDS.every((field) => sameValue(old[field], version[field]));
  });
}
