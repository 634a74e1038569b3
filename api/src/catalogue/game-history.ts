// Writes a game's history entry inside the transaction that changes the game, so the history can
// never disagree with the catalogue: either both commit or neither does.
import type { Prisma } from '../generated/prisma/client.ts';
import type { GameSnapshot } from '../domain/game-snapshot.ts';
import { gameChanges, noChanges } from '../domain/game-changes.ts';

type Tx = Prisma.TransactionClient;

export interface GameChangeRecord {
  gameId: number;
  /** The game before the change (null: it was created) and after it (null: it was deleted). */
  before: GameSnapshot | null;
  after: GameSnapshot | null;
  requestId?: number | null;
  proposerId?: number | null;
  /** The moderator who forced the change through, if one did. */
  moderatorId?: number | null;
  at?: Date;
}

/** Records the change; an edit that changed nothing leaves no entry. */
export async function recordGameChange(tx: Tx, record: GameChangeRecord): Promise<void> {
  const changes = gameChanges(record.before, record.after);
  const kind = record.before === null ? 'CREATED' : record.after === null ? 'DELETED' : 'EDITED';
  if (kind === 'EDITED' && noChanges(changes)) return;
  await tx.gameHistoryEntry.create({
    data: {
      kind,
      gameId: record.gameId,
      liveGameId: record.gameId,
      gameTitle: (record.after ?? record.before)!.title,
      changes: changes as unknown as Prisma.InputJsonValue,
      requestId: record.requestId ?? null,
      proposerId: record.proposerId ?? null,
      moderatorId: record.moderatorId ?? null,
      ...(record.at ? { createdAt: record.at } : {}),
    },
  });
}
