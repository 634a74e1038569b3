// What the drill writes with and watches: the demo catalogue (with its sample requests) in the
// cluster's fresh database, voters with confirmed addresses and signed-in sessions (made directly,
// as a login per voter would trip the login limits), and one pending request to vote on.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { openDatabase } from '../../api/src/db/database.ts';
import { seedDemoDataIfEmpty } from '../../api/src/seed/demo.ts';
import { startSession } from '../../api/src/auth/sessions.ts';

export interface Voter {
  userId: number;
  cookie: string;
}

export interface Fixture {
  voters: Voter[];
  requestId: number;
  requestGlobalId: string;
  versionIds: string[];
}

export async function prepareFixture(databaseUrl: string, voterCount: number): Promise<Fixture> {
  const db = await openDatabase({ url: databaseUrl });
  try {
    await seedDemoDataIfEmpty(db, { quiet: true });
    const request = await db.prisma.request.findFirst({
      where: { status: 'PENDING' },
      select: { id: true, submitterId: true },
    });
    if (!request) throw new Error('The demo data has no pending request to vote on');
    const run = Date.now().toString(36);
    const voters: Voter[] = [];
    for (let n = 0; n < voterCount; n++) {
      const username = `drill_${run}_${n}`;
      const user = await db.prisma.user.create({
        data: {
          username,
          usernameKey: username,
          email: `${username}@drill.example`,
          // No password logs in as a drill voter: the session below is the only way.
          passwordHash: '!',
          emailVerifiedAt: new Date(),
        },
        select: { id: true },
      });
      const { token } = await startSession(db.prisma, user.id, 'cluster drill');
      voters.push({ userId: user.id, cookie: `session=${token}` });
    }
    const versions = await db.prisma.version.findMany({ select: { id: true }, take: 200, orderBy: { id: 'asc' } });
    return {
      voters,
      requestId: request.id,
      requestGlobalId: encodeGlobalID('Request', String(request.id)),
      versionIds: versions.map((v) => encodeGlobalID('Version', String(v.id))),
    };
  } finally {
    await db.close();
  }
}

/** What the database holds after the drill, to check the acknowledged writes against. */
export async function readBack(databaseUrl: string, requestId: number, itemIds: number[]) {
  const db = await openDatabase({ url: databaseUrl });
  try {
    const votes = await db.prisma.vote.findMany({ where: { requestId }, select: { userId: true, value: true } });
    const items = await db.prisma.collectionItem.count({ where: { id: { in: itemIds } } });
    return {
      votes: new Map(votes.map((v) => [v.userId, v.value as string])),
      itemsFound: items,
      tally: {
        approvals: votes.filter((v) => v.value === 'APPROVE').length,
        rejections: votes.filter((v) => v.value === 'REJECT').length,
      },
    };
  } finally {
    await db.close();
  }
}
