// A few community requests so /requests, a request page and the moderators' tools have something
// to show on a fresh start: an edit and a delete request under vote, and one already rejected.
import type { Database } from '../db/database.ts';
import { expiryFrom } from '#shared/request-rules';
import { APPROVAL } from '#shared/rules';
import { DAY_MS } from '#shared/calendar-date';
import { snapshotGame } from '../requests/snapshot.ts';

export async function seedDemoRequests(db: Database) {
  const users = new Map(
    (await db.prisma.user.findMany({ select: { id: true, username: true } })).map((u) => [u.username, u.id]),
  );
  const user = (name: string) => users.get(name)!;
  const games = await db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
  if (games.length < 3) return;
  const [editGame, deleteGame, rejectedGame] = await Promise.all(games.map((g) => snapshotGame(db.prisma, g.id)));
  const now = Date.now();

  const edit = await db.prisma.request.create({
    data: {
      type: 'EDIT',
      gameId: games[0]!.id,
      submitterId: user('cartridge_kate'),
      reason: 'The first version is revision 1.1 (the label on my cartridge says so), and its publisher is missing.',
      baseSnapshot: editGame!,
      proposedData: {
        ...editGame!,
        versions: editGame!.versions.map((v, i) => (i === 0 ? { ...v, revision: '1.1' } : v)),
      },
      createdAt: new Date(now - 3 * DAY_MS),
      expiresAt: expiryFrom(new Date(now - 3 * DAY_MS), APPROVAL.defaultLifetimeDays),
      votes: {
        create: [
          { userId: user('disc_dan'), value: 'APPROVE' },
          { userId: user('moderator_mika'), value: 'APPROVE' },
          { userId: user('retro_ren'), value: 'REJECT' },
        ],
      },
      comments: {
        create: [
          { authorId: user('disc_dan'), body: 'Mine says 1.1 too.', createdAt: new Date(now - 2 * DAY_MS) },
          {
            authorId: user('retro_ren'),
            body: 'Early prints were 1.0; this should be a new version instead.',
            createdAt: new Date(now - DAY_MS),
          },
        ],
      },
    },
    select: { id: true },
  });
  await db.prisma.request.create({
    data: {
      type: 'DELETE',
      gameId: games[1]!.id,
      submitterId: user('retro_ren'),
      reason: 'Listed twice: the same game is in the catalogue under its Japanese title.',
      baseSnapshot: deleteGame!,
      createdAt: new Date(now - DAY_MS),
      expiresAt: expiryFrom(new Date(now - DAY_MS), APPROVAL.defaultLifetimeDays),
      votes: { create: [{ userId: user('cartridge_kate'), value: 'REJECT' }] },
    },
  });
  await db.prisma.request.create({
    data: {
      type: 'EDIT',
      gameId: games[2]!.id,
      submitterId: user('disc_dan'),
      status: 'REJECTED',
      reason: 'Shorter title.',
      baseSnapshot: rejectedGame!,
      proposedData: { ...rejectedGame!, title: rejectedGame!.title.split(' ')[0]! },
      createdAt: new Date(now - 20 * DAY_MS),
      expiresAt: new Date(now - 6 * DAY_MS),
      resolvedAt: new Date(now - 6 * DAY_MS),
      votes: {
        create: [
          { userId: user('cartridge_kate'), value: 'REJECT' },
          { userId: user('moderator_mika'), value: 'REJECT' },
        ],
      },
    },
  });
  return edit.id;
}
