// A game as plain data: what an edit request stores as the game was (baseSnapshot) and as it
// should become (proposedData). The same shape as GameInput, with every version's row id (null for
// a version the proposal adds), so versions are matched by id, never by position.
import { z } from 'zod';
import type { GameInput, VersionInput } from '#shared/catalogue-input';
import { REGIONS } from '#shared/rules';
import { calendarDateText } from '#shared/catalogue-input';

export type VersionSnapshot = Omit<VersionInput, 'id'> & { id: number | null };
export type GameSnapshot = Omit<GameInput, 'versions'> & { versions: VersionSnapshot[] };

// The shape only, not the input rules: a snapshot stays readable after a limit changes.
const rowId = z.number().int().positive();
const versionSnapshot = z.object({
  id: rowId.nullable(),
  title: z.string(),
  region: z.enum(REGIONS),
  country: z.string().nullable(),
  revision: z.string(),
  releaseDate: calendarDateText,
  developers: z.array(z.string()),
  publishers: z.array(z.string()),
  mediumImageId: rowId,
  frontImageId: rowId.nullable(),
  backImageId: rowId.nullable(),
  boxArtUrl: z.string().nullable(),
  // Requests stored before versions had barcodes have none.
  barcode: z.string().nullable().default(null),
}) satisfies z.ZodType<VersionSnapshot>;
const gameSnapshot = z.object({
  title: z.string(),
  consoleId: rowId,
  versions: z.array(versionSnapshot),
}) satisfies z.ZodType<GameSnapshot>;

/** A snapshot or proposal read back from its JSON column; throws when the JSON is not one. */
export function parseGameSnapshot(json: unknown): GameSnapshot {
  return gameSnapshot.parse(json);
}

/** Only the title of a stored snapshot (request lists, mails), without reading its versions. */
export function snapshotTitle(json: unknown): string {
  return gameSnapshot.pick({ title: true }).parse(json).title;
}

/** Fields compared one by one (three-way merge, diff; a version's are `#shared/version-fields`); companies compare as ordered lists. */
export const GAME_FIELDS = ['title', 'consoleId'] as const;

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

export function toSnapshot(input: GameInput): GameSnapshot {
  return { ...input, versions: input.versions.map((version) => ({ ...version, id: version.id ?? null })) };
}
