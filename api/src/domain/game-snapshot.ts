// A game as plain data: what an edit request stores as the game was (baseSnapshot) and as it
// should become (proposedData). The same shape as GameInput, with every version's row id (null for
// a version the proposal adds), so versions are matched by id, never by position.
import type { GameInput, VersionInput } from '#shared/catalogue-rules';

export type VersionSnapshot = Omit<VersionInput, 'id'> & { id: number | null };
export type GameSnapshot = Omit<GameInput, 'versions'> & { versions: VersionSnapshot[] };

/** Fields compared one by one (three-way merge, diff); companies compare as ordered lists. */
export const GAME_FIELDS = ['title', 'consoleId'] as const;
export const VERSION_FIELDS = [
  'title', 'region', 'country', 'revision', 'releaseDate', 'developers', 'publishers',
  'mediumImageId', 'frontImageId', 'backImageId', 'boxArtUrl',
] as const satisfies readonly (keyof VersionSnapshot)[];
export type VersionField = (typeof VERSION_FIELDS)[number];

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

export function toSnapshot(input: GameInput): GameSnapshot {
  return { ...input, versions: input.versions.map((version) => ({ ...version, id: version.id ?? null })) };
}
