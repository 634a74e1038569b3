import { describe, expect, it } from 'vitest';
import { openEmptyPGlite } from '../../test/database.ts';
import { pgliteRunner } from './sql-runner.ts';
import { applyMigrations, readMigrations } from './migrate.ts';
import { diffDatabaseToSchema } from '../../../scripts/schema-engine.ts';

describe('migrations', () => {
  it('take an empty database exactly to schema.prisma (no drift)', async () => {
    const db = await openEmptyPGlite();
    try {
      await applyMigrations(pgliteRunner(db));
      expect(await diffDatabaseToSchema(db)).toBe('');
    } finally {
      await db.close();
    }
  });

  it('are recorded like Prisma Migrate records them and applied only once', async () => {
    const db = await openEmptyPGlite();
    try {
      const runner = pgliteRunner(db);
      const all = await readMigrations();
      expect(await applyMigrations(runner)).toEqual(all.map((m) => m.name));
      expect(await applyMigrations(runner)).toEqual([]);
      const rows = await runner.query<{ migration_name: string; checksum: string; applied_steps_count: number }>(
        'SELECT migration_name, checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows).toEqual(all.map((m) => ({ migration_name: m.name, checksum: m.checksum, applied_steps_count: 1 })));
    } finally {
      await db.close();
    }
  });

  it('refuse to run when an applied migration was edited afterwards', async () => {
    const db = await openEmptyPGlite();
    try {
      const runner = pgliteRunner(db);
      const all = await readMigrations();
      await applyMigrations(runner, all);
      const edited = all.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
      await expect(applyMigrations(runner, edited)).rejects.toThrow(/edited after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('keep trust scores within -100..100 at the database level', async () => {
    const db = await openEmptyPGlite();
    try {
      await applyMigrations(pgliteRunner(db));
      await expect(
        db.query(
          `INSERT INTO "User" (username, "usernameKey", email, "passwordHash", "trustScore") VALUES ('x', 'x', 'x@x', 'h', 101)`,
        ),
      ).rejects.toThrow(/User_trustScore_range/);
    } finally {
      await db.close();
    }
  });
});
