// Storing edit and delete requests: the game as it is now (snapshot) and, for edits, as proposed.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { GameInput } from '#shared/catalogue-input';
import { toSnapshot } from '../domain/game-snapshot.ts';
import { InputError } from '../domain/validation.ts';
import { checkReferences } from '../catalogue/save-game.ts';
import { snapshotGame } from './snapshot.ts';
import { foreignVersionProblems, sameGame } from './proposal.ts';
import { NoChangesError } from './errors.ts';

interface NewRequest {
  gameId: number;
  submitterId: number;
  reason: string;
  expiresAt: Date;
}

/**
 * A pending edit request; null when the game does not exist. The snapshot is read in the same
 * transaction that stores the request, so it is the game the proposal was checked against.
 */
export async function createEditRequest(
  prisma: PrismaClient,
  request: NewRequest & { game: GameInput },
): Promise<number | null> {
  return prisma.$transaction(async (tx) => {
    const snapshot = await snapshotGame(tx, request.gameId);
    if (!snapshot) return null;
    const proposal = toSnapshot(request.game);
    const problems = foreignVersionProblems(snapshot, proposal);
    if (problems.length) throw new InputError(problems);
    await checkReferences(tx, request.game, request.gameId);
    if (sameGame(snapshot, proposal)) throw new NoChangesError();
    const created = await tx.request.create({
      data: {
        type: 'EDIT',
        gameId: request.gameId,
        submitterId: request.submitterId,
        reason: request.reason,
        expiresAt: request.expiresAt,
        baseSnapshot: snapshot,
        proposedData: proposal,
      },
      select: { id: true },
    });
    return created.id;
  });
}

/** A pending delete request; null when the game does not exist. */
export async function createDeleteRequest(prisma: PrismaClient, request: NewRequest): Promise<number | null> {
  return prisma.$transaction(async (tx) => {
    const snapshot = await snapshotGame(tx, request.gameId);
    if (!snapshot) return null;
    const created = await tx.request.create({
      data: {
        type: 'DELETE',
        gameId: request.gameId,
        submitterId: request.submitterId,
        reason: request.reason,
        expiresAt: request.expiresAt,
        baseSnapshot: snapshot,
      },
      select: { id: true },
    });
    return created.id;
  });
}
