// Backup and restore (backup.ts, restore.ts) on real PostgreSQL: a seeded database is dumped and
// restored into an empty one, and every table's rows and checksum match. PostgreSQL pass only.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withAdmin, withDatabase } from '../../api/test/database.ts';
import { backup, manifestPath, type Manifest } from './backup.ts';
import { NotEmptyError, restore } from './restore.ts';
import { tableStats } from './pg-tools.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore', () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  const target = `cv_restore_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    source = await createTestDatabase({ seeded: true });
    dir = await mkdtemp(path.join(os.tmpdir(), 'cv-backup-'));
    await withAdmin(serverUrl!, (admin) => admin.query(`CREATE DATABASE "${target}" TEMPLATE template0`));
  });
  afterAll(async () => {
    await source.close();
    await withAdmin(serverUrl!, (admin) => admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`));
    await rm(dir, { recursive: true, force: true });
  });

  it('restores a seeded database into an empty one with every table equal, and refuses a non-empty one', async () => {
    const { file } = await backup(source.url!, dir);
    const manifest = JSON.parse(await readFile(manifestPath(file), 'utf8')) as Manifest;
    const before = await tableStats(source.url!);
    expect(manifest.tables).toEqual(before);
    expect(manifest.migration.latest).toMatch(/^\d+_/);
    expect(manifest.tables.Game!.rows).toBeGreaterThan(0);

    const targetUrl = withDatabase(serverUrl!, target);
    expect(await restore(targetUrl, file)).toEqual({ mismatched: [], checked: true });
    expect(await tableStats(targetUrl)).toEqual(before);

    await expect(restore(targetUrl, file)).rejects.toBeInstanceOf(NotEmptyError);
  });
});
