import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from '../src/db/database.ts';
import { openPGlite } from '../src/db/pglite.ts';
import { PGlitePool } from './pglite-pool.ts';
import type { TemplateKind } from './run-cache.ts';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database for one test file, migrated and, with `seeded`, holding the catalogue fixture
 * (catalogue-fixture.ts). Each is a private copy of a template global-setup.ts built once per
 * run: by default PGlite in memory, loaded from a data-directory tarball or, when an earlier file
 * of this worker closed one, that one emptied and refilled with the template's rows
 * (pglite-pool.ts); with TEST_DATABASE_URL a new PostgreSQL database made from a template
 * database. What a file does to its copy, no other file sees.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database & { url?: string }> {
  const kind = options.seeded ? 'seeded' : 'migrated';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedDatabase(undefined, await pgliteCopies[kind].take());
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('TEST_DATABASE_URL was set after global-setup.ts ran: no template databases.');
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templates[kind]}"`));
  const url = withDatabase(serverUrl, name);
  const db = await openPostgresDatabase(url, 4);
  return {
    ...db,
    /** For a second app instance on the same database. */
    url,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * An embedded database as initdb leaves it, before any migration, for tests of migrating itself:
 * in memory, or written into `dataDir` (which must not hold one yet) for the app to open.
 * Starting from a copy skips initdb, the slowest part of a first start.
 */
export async function openEmptyPGlite(dataDir?: string): Promise<PGlite> {
  return openPGlite(dataDir, { loadDataDir: await pgliteTemplate('empty'), settings: TEST_SETTINGS });
}

/**
 * A test database holds a few megabytes: 16 MB of shared buffers instead of PostgreSQL's 128 MB.
 * An embedded database zeroes its shared buffers when it starts, which was a quarter of the CPU
 * of opening one (160 of 590 ms, measured 2026-11-29), and every test file opens at least one.
 */
const TEST_SETTINGS = { shared_buffers: '16MB' };

/** A new embedded database loaded from this run's template of `kind`. */
export async function loadPGliteCopy(kind: Exclude<TemplateKind, 'empty'>): Promise<PGlite> {
  return openPGlite(undefined, { loadDataDir: await pgliteTemplate(kind), settings: TEST_SETTINGS });
}

/** This worker's embedded databases, by template. */
const pgliteCopies = {
  migrated: new PGlitePool(() => loadPGliteCopy('migrated')),
  seeded: new PGlitePool(() => loadPGliteCopy('seeded')),
};

const tarballs = new Map<TemplateKind, Promise<Blob>>();

/** The template's tarball, read once per worker; each database loads its own copy from it. */
function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let tarball = tarballs.get(kind);
  if (!tarball) {
    const file = inject('pgliteTemplates')[kind];
    if (!file) throw new Error(`global-setup.ts built no ${kind} PGlite template for this run.`);
    tarball = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(kind, tarball);
  }
  return tarball;
}

export async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export { withDatabase };
