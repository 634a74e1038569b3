// Community review fixtures: a game as the GameInput the edit form sends, and requests straight in
// the database with chosen dates, states and proposals, for tests of what happens after submission.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Database } from '../src/db/database.ts';
import type { GameSnapshot } from '../src/domain/game-snapshot.ts';
import { snapshotGame } from '../src/requests/snapshot.ts';

/** The game as it is now, as the GraphQL GameInput an unchanged edit form would send. */
export async function gameAsInput(db: Database, gameId: number) {
  return snapshotAsInput(await gameSnapshot(db, gameId));
}

export function snapshotAsInput(snapshot: GameSnapshot) {
  const id = (type: string, value: number | null) => (value === null ? null : encodeGlobalID(type, String(value)));
  return {
    title: snapshot.title,
    consoleId: id('Console', snapshot.consoleId),
    versions: snapshot.versions.map((v) => ({
      id: id('Version', v.id),
      title: v.title,
      region: v.region,
      country: v.country,
      revision: v.revision,
      releaseDate: v.releaseDate,
      developers: v.developers,
      publishers: v.publishers,
      mediumImageId: id('Image', v.mediumImageId),
      frontImageId: id('Image', v.frontImageId),
      backImageId: id('Image', v.backImageId),
      boxArtUrl: v.boxArtUrl,
      barcode: v.barcode,
    })),
  };
}

/** Ids of some catalogue games, in id order. */
export async function someGameIds(db: Database, count: number): Promise<number[]> {
  return (await db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: count })).map(
    (g) => g.id,
  );
}

/**
 * A request row as the submit mutations store it: pending for 14 days unless told. An EDIT
 * proposes `propose(snapshot)`, by default the title with " (edited)".
 */
export async function insertRequest(
  db: Database,
  options: {
    gameId: number;
    submitterId: number | null;
    type?: 'EDIT' | 'DELETE';
    status?: 'PENDING' | 'APPROVED' | 'REJECTED';
    propose?: (game: GameSnapshot) => GameSnapshot;
    createdAt?: Date;
    expiresAt?: Date;
    resetCount?: number;
  },
): Promise<number> {
  const snapshot = await gameSnapshot(db, options.gameId);
  const type = options.type ?? 'EDIT';
  const createdAt = options.createdAt ?? new Date();
  const propose = options.propose ?? ((game) => ({ ...game, title: `${game.title} (edited)` }));
  const row = await db.prisma.request.create({
    data: {
      type,
      gameId: options.gameId,
      submitterId: options.submitterId,
      reason: 'Test reason',
      status: options.status ?? 'PENDING',
      baseSnapshot: snapshot,
      proposedData: type === 'EDIT' ? propose(structuredClone(snapshot)) : undefined,
      createdAt,
      expiresAt: options.expiresAt ?? new Date(createdAt.getTime() + 14 * 24 * 3600 * 1000),
      resetCount: options.resetCount ?? 0,
      resolvedAt: options.status && options.status !== 'PENDING' ? new Date() : null,
    },
    select: { id: true },
  });
  return row.id;
}

/** A moment ago: a request expiring then is due for the resolver. */
export const justExpired = () => new Date(Date.now() - 1000);

export async function gameSnapshot(db: Database, gameId: number): Promise<GameSnapshot> {
  const snapshot = await snapshotGame(db.prisma, gameId);
  if (!snapshot) throw new Error(`no game ${gameId}`);
  return snapshot;
}

export async function castTestVotes(
  db: Database,
  requestId: number,
  voters: readonly { id: number }[],
  value: 'APPROVE' | 'REJECT',
) {
  await db.prisma.vote.createMany({ data: voters.map((voter) => ({ requestId, userId: voter.id, value })) });
}

/** Turns the user's mail master switch on, with these preferences. */
export async function wantMail(db: Database, userId: number, preferences: Record<string, boolean>) {
  await db.prisma.emailPreferences.update({ where: { userId }, data: { enabled: true, ...preferences } });
}

export const requestGlobalId = (id: number) => encodeGlobalID('Request', String(id));
