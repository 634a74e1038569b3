import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openPGlite } from '../src/db/pglite.ts';
import { cachePlaceholderArt } from '../src/seed/box-art.ts';
import { seedFixture } from './catalogue-fixture.ts';
import { withAdmin, withDatabase } from './database.ts';
import { runArtCache, type TemplateKind } from './run-cache.ts';

/**
 * Builds, once per run, the databases every test file starts from (database.ts copies them): an
 * empty one (initdb only), a migrated one and one seeded with the catalogue fixture. Migrating a
 * fresh embedded database and drawing the seed's art in every file used to dominate the suite's
 * time. Built here rather than by the first file that needs them, so no file's hook timeout
 * covers the work however busy the machine is.
 */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'cv-test-run-'));
  project.provide('testRunDir', runDir);
  // Files that seed for themselves find the fixture's art drawn here.
  cachePlaceholderArt(runArtCache(runDir));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `cv_template_${process.pid}`;
  const teardown = async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (serverUrl) await dropPostgresTemplates(serverUrl, prefix);
  };
  try {
    // Migration tests use embedded databases over PostgreSQL too, and need only the empty one.
    project.provide('pgliteTemplates', await buildPGliteTemplates(runDir, serverUrl ? 'empty' : 'seeded'));
    project.provide('postgresTemplates', serverUrl ? await buildPostgresTemplates(serverUrl, prefix) : null);
  } catch (error) {
    await teardown();
    throw error;
  } finally {
    cachePlaceholderArt(undefined);
  }
  return teardown;
}

async function prepare(db: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'migrated') await applyMigrations(db.sql);
  if (kind === 'seeded') await seedFixture(db);
}

/** One embedded database taken through each stage up to `last`, dumped after each. */
async function buildPGliteTemplates(dir: string, last: TemplateKind): Promise<Partial<Record<TemplateKind, string>>> {
  const stages = (['empty', 'migrated', 'seeded'] as const).slice(0, ['empty', 'migrated', 'seeded'].indexOf(last) + 1);
  const pglite = await openPGlite();
  const db = await openEmbeddedDatabase(undefined, pglite);
  const files: Partial<Record<TemplateKind, string>> = {};
  try {
    for (const kind of stages) {
      await prepare(db, kind);
      // Written out now, so a copy starts without replaying the write-ahead log.
      await db.sql.exec('CHECKPOINT');
      const file = path.join(dir, `pglite-${kind}.tar`);
      writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      files[kind] = file;
    }
  } finally {
    await db.close();
  }
  return files;
}

async function buildPostgresTemplates(serverUrl: string, prefix: string) {
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await dropPostgresTemplates(serverUrl, prefix);
  for (const kind of ['migrated', 'seeded'] as const) {
    const from = kind === 'seeded' ? ` TEMPLATE "${names.migrated}"` : '';
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${names[kind]}"${from}`));
    const db = await openPostgresDatabase(withDatabase(serverUrl, names[kind]), 1);
    try {
      await prepare(db, kind);
    } finally {
      await db.close();
    }
  }
  return names;
}

async function dropPostgresTemplates(serverUrl: string, prefix: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    for (const kind of ['seeded', 'migrated'])
      await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${kind}" WITH (FORCE)`);
  });
}
