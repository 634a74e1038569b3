// Community review fixtures for the submit, vote, comment and list tests: a game as the GameInput
// the edit form sends, and pending requests straight in the database with chosen dates and states.
// (api/test/requests.ts holds the resolution tests' helpers: those requests are due at once.)
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Database } from '../src/db/database.ts';
import type { GameSnapshot } from '../src/domain/game-snapshot.ts';
import { snapshotGame } from '../src/requests/snapshot.ts';

/** The game as it is now, as the GraphQL GameInput an unchanged edit form would send. */
export async function gameAsInput(db: Database, gameId: number) {
  return snapshotAsInput((await snapshotGame(db.prisma, gameId))!);
}

export function snapshotAsInput(snapshot: GameSnapshot) {
  const id = (type: string, value: number | null) => (value === null ? null : encodeGlobalID(type, String(value)));
  return {
    title: snapshot.title,
    consoleId: id('Console', snapshot.consoleId),
    versions: snapshot.versions.map((v) => ({
      id: id('Version', v.id), title: v.title, region: v.region, country: v.country, revision: v.revision, releaseDate: v.releaseDate,
      developers: v.developers, publishers: v.publishers, mediumImageId: id('Image', v.mediumImageId),
      frontImageId: id('Image', v.frontImageId), backImageId: id('Image', v.backImageId), boxArtUrl: v.boxArtUrl,
    })),
  };
}

/** Ids of some catalogue games, in id order. */
export async function someGameIds(db: Database, count: number): Promise<number[]> {
  return (await db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: count })).map((g) => g.id);
}

/** A request row as the submit mutations store it (pending for 14 days unless told); EDIT proposes a new title. */
export async function insertRequest(
  db: Database,
  options: { gameId: number; submitterId: number | null; type?: 'EDIT' | 'DELETE'; status?: 'PENDING' | 'APPROVED' | 'REJECTED'; createdAt?: Date; expiresAt?: Date },
): Promise<number> {
  const snapshot = (await snapshotGame(db.prisma, options.gameId))!;
  const type = options.type ?? 'EDIT';
  const createdAt = options.createdAt ?? new Date();
  const row = await db.prisma.request.create({
    data: {
      type, gameId: options.gameId, submitterId: options.submitterId, reason: 'Test reason', status: options.status ?? 'PENDING',
      baseSnapshot: snapshot, proposedData: type === 'EDIT' ? { ...snapshot, title: `${snapshot.title} (edited)` } : undefined,
      createdAt, expiresAt: options.expiresAt ?? new Date(createdAt.getTime() + 14 * 24 * 3600 * 1000),
      resolvedAt: options.status && options.status !== 'PENDING' ? new Date() : null,
    },
    select: { id: true },
  });
  return row.id;
}

export const requestGlobalId = (id: number) => encodeGlobalID('Request', String(id));
