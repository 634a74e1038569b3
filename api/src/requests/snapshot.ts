// Reads a game from the catalogue as a GameSnapshot (what edit and delete requests store).
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { GameSnapshot } from '../domain/game-snapshot.ts';
import { toCalendarDate } from '#shared/calendar-date';

type Tx = Prisma.TransactionClient | PrismaClient;

const companies = {
  orderBy: { position: 'asc' },
  select: { role: true, company: { select: { name: true } } },
} as const;

/** The game now, or null when it does not exist. Versions in release order, as the game page shows them. */
export async function snapshotGame(tx: Tx, gameId: number): Promise<GameSnapshot | null> {
  const game = await tx.game.findUnique({
    where: { id: gameId },
    select: {
      title: true,
      consoleId: true,
      versions: { orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }], include: { companies } },
    },
  });
  if (!game) return null;
  return {
    title: game.title,
    consoleId: game.consoleId,
    versions: game.versions.map((version) => ({
      id: version.id,
      title: version.title,
      region: version.region,
      country: version.country,
      revision: version.revision,
      releaseDate: toCalendarDate(version.releaseDate),
      developers: version.companies.filter((c) => c.role === 'DEVELOPER').map((c) => c.company.name),
      publishers: version.companies.filter((c) => c.role === 'PUBLISHER').map((c) => c.company.name),
      mediumImageId: version.mediumImageId,
      frontImageId: version.frontImageId,
      backImageId: version.backImageId,
      boxArtUrl: version.boxArtUrl,
      barcode: version.barcode,
    })),
  };
}
