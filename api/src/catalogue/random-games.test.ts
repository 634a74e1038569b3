import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { countStatements } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { pickRandomGameIds } from './random-games.ts';

let db: Database;
let consoleId: number;

/** A catalogue of `size` games and nothing else, whatever an earlier test left. */
async function catalogueOf(size: number): Promise<void> {
  await db.sql.query('DELETE FROM "Game"', []);
  await db.sql.query(
    `INSERT INTO "Game" (title, "searchKey", "consoleId", "updatedAt")
     SELECT 'Game ' || n, 'game ' || n, $1, now() FROM generate_series(1, $2::int) AS n`,
    [consoleId, size],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  consoleId = (await db.prisma.console.create({ data: { name: 'Test console', manufacturer: 'Test' } })).id;
});
afterAll(() => db.close());

describe('random games', () => {
  it('draws distinct existing games from a large catalogue in one statement, not a scan of every id', async () => {
    await catalogueOf(3000);
    let ids: number[] = [];
    const count = await countStatements(db, async () => {
      ids = await pickRandomGameIds(db.prisma, 50);
    });
    expect(new Set(ids).size).toBe(50);
    expect(count).toBe(1);
    const existing = await db.prisma.game.count({ where: { id: { in: ids } } });
    expect(existing).toBe(50);
  });

  it('still finds games when half the ids in the range are gone', async () => {
    await catalogueOf(3000);
    await db.sql.query('DELETE FROM "Game" WHERE id % 2 = 0', []);
    const ids = await pickRandomGameIds(db.prisma, 20);
    expect(new Set(ids).size).toBe(20);
  });

  it('gives every game of a tiny catalogue when asked for more than it holds', async () => {
    await catalogueOf(3000);
    await db.sql.query('DELETE FROM "Game" WHERE id > (SELECT min(id) + 40 FROM "Game")', []);
    const total = await db.prisma.game.count();
    expect((await pickRandomGameIds(db.prisma, 50)).sort()).toEqual(
      (await db.prisma.game.findMany({ select: { id: true } })).map((g) => g.id).sort(),
    );
    expect(total).toBeLessThan(50);
  });
});
