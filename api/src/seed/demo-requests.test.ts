import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { fixtureGames } from '../../test/catalogue-fixture.ts';
import { seedDemoDataIfEmpty } from './demo.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoDataIfEmpty(db, { games: fixtureGames, quiet: true });
});
afterAll(() => db.close());

it('seeds an edit and a delete request under vote and a rejected one, with votes and a discussion', async () => {
  const requests = await db.prisma.request.findMany({
    orderBy: { id: 'asc' },
    select: { type: true, status: true, _count: { select: { votes: true, comments: true } } },
  });
  expect(requests).toEqual([
    { type: 'EDIT', status: 'PENDING', _count: { votes: 3, comments: 2 } },
    { type: 'DELETE', status: 'PENDING', _count: { votes: 1, comments: 0 } },
    { type: 'EDIT', status: 'REJECTED', _count: { votes: 2, comments: 0 } },
  ]);
  expect(await db.prisma.request.count({ where: { status: 'PENDING', expiresAt: { lte: new Date() } } })).toBe(0);
});
