import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { cachePlaceholderArt, renderPlaceholderArt, type PlaceholderArt } from '../src/seed/box-art.ts';
import { createTestDatabase } from './database.ts';
import { fixtureGames } from './catalogue-fixture.ts';
import { runArtCache, runDirectory } from './run-cache.ts';

let migrated: Database;
let seeded: Database;
let before: Database;
let changed: Database;
const opened: Database[] = [];
beforeAll(async () => {
  [migrated, seeded, before, changed] = await Promise.all([
    createTestDatabase(),
    createTestDatabase({ seeded: true }),
    createTestDatabase({ seeded: true }),
    createTestDatabase({ seeded: true }),
  ]);
  opened.push(migrated, seeded, before, changed);
});
afterAll(() => Promise.all(opened.map((db) => db.close())));

describe('test databases', () => {
  it('start migrated and empty, or seeded with the catalogue fixture', async () => {
    expect(await migrated.prisma.game.count()).toBe(0);
    expect(await migrated.prisma.user.count()).toBe(0);
    expect(await seeded.prisma.game.count()).toBe(fixtureGames.length);
    expect(await seeded.prisma.version.count({ where: { frontImageId: null } })).toBe(0);
  });

  it('are private copies: what one file changes, no other copy sees, made before or after', async () => {
    await changed.prisma.collectionItem.deleteMany();
    await changed.prisma.version.deleteMany();
    await changed.prisma.game.deleteMany();
    await changed.prisma.user.create({
      data: { username: 'Only', usernameKey: 'only', email: 'only@example.org', passwordHash: 'x' },
    });
    const after = await createTestDatabase({ seeded: true });
    opened.push(after);
    for (const db of [before, after]) {
      expect(await db.prisma.game.count()).toBe(fixtureGames.length);
      expect(await db.prisma.user.count({ where: { usernameKey: 'only' } })).toBe(0);
    }
    expect(await changed.prisma.game.count()).toBe(0);
  });
});

describe('seed art cache', () => {
  it('draws each input once and hands back what it kept', async () => {
    const kept = new Map<string, PlaceholderArt>();
    let stored = 0;
    cachePlaceholderArt({
      get: async (key) => kept.get(key),
      set: async (key, art) => {
        stored += 1;
        kept.set(key, art);
      },
    });
    try {
      const input = { title: 'Cache Test', subtitle: 'Game Boy · Japan', kind: 'front' as const, seed: 'cache|gb' };
      const first = await renderPlaceholderArt(input);
      expect(await renderPlaceholderArt(input)).toBe(first);
      const back = await renderPlaceholderArt({ ...input, kind: 'back' });
      expect(stored).toBe(2);
      expect(back.data.equals(first.data)).toBe(false);
    } finally {
      // Back to the run's cache (catalogue-fixture.ts sets it), which later files in this worker
      // share: test files run in one module graph per worker.
      const runDir = runDirectory();
      cachePlaceholderArt(runDir ? runArtCache(runDir) : undefined);
    }
  });

  it('keeps art as files in the run directory, where every worker finds it', async () => {
    const cache = runArtCache(runDirectory()!);
    const art = { data: Buffer.from([1, 2, 3]), mime: 'image/webp' as const, width: 3, height: 4 };
    expect(await cache.get('database-test-unknown')).toBeUndefined();
    await cache.set('database-test-kept', art);
    expect(await runArtCache(runDirectory()!).get('database-test-kept')).toEqual(art);
  });
});
