// Requests straight in the database, for tests of what happens after submission (resolution,
// moderation, subscriptions) that should not depend on the submit mutations.
import type { Database } from '../src/db/database.ts';
import type { GameSnapshot } from '../src/domain/game-snapshot.ts';
import { snapshotGame } from '../src/requests/snapshot.ts';

export async function gameSnapshot(db: Database, gameId: number): Promise<GameSnapshot> {
  const snapshot = await snapshotGame(db.prisma, gameId);
  if (!snapshot) throw new Error(`no game ${gameId}`);
  return snapshot;
}

export async function createTestRequest(
  db: Database,
  options: {
    gameId: number;
    submitterId: number;
    type?: 'EDIT' | 'DELETE';
    /** Changes the snapshot into the proposal (edit requests). */
    propose?: (game: GameSnapshot) => GameSnapshot;
    expiresAt?: Date;
    resetCount?: number;
  },
): Promise<number> {
  const base = await gameSnapshot(db, options.gameId);
  const type = options.type ?? 'EDIT';
  const proposal = type === 'EDIT' ? (options.propose ?? ((game) => game))(structuredClone(base)) : null;
  const request = await db.prisma.request.create({
    data: {
      type,
      gameId: options.gameId,
      submitterId: options.submitterId,
      reason: 'Test reason',
      baseSnapshot: base as never,
      proposedData: (proposal ?? undefined) as never,
      expiresAt: options.expiresAt ?? new Date(Date.now() - 1000),
      resetCount: options.resetCount ?? 0,
    },
    select: { id: true },
  });
  return request.id;
}

export async function castTestVotes(db: Database, requestId: number, voters: readonly { id: number }[], value: 'APPROVE' | 'REJECT') {
  await db.prisma.vote.createMany({ data: voters.map((voter) => ({ requestId, userId: voter.id, value })) });
}

export async function wantMail(db: Database, userId: number, preferences: Record<string, boolean>) {
  await db.prisma.emailPreferences.update({ where: { userId }, data: { enabled: true, ...preferences } });
}
