import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openPGlite } from '../src/db/pglite.ts';
import { oncePerRun, runDirectory, writeFileAtomically } from './run-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** With TEST_DATABASE_URL: the prefix of this run's template databases. */
    postgresTemplatePrefix: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** What a test database starts as: migrated, or migrated and seeded with the catalogue fixture. */
export type TemplateKind = 'migrated' | 'seeded';

/** The names of a run's PostgreSQL template databases (global-setup.ts drops them). */
export const postgresTemplateName = (prefix: string, kind: TemplateKind) => `${prefix}_${kind}`;

/**
 * A fresh database for one test file, migrated and, with `seeded`, holding the catalogue fixture
 * (catalogue-fixture.ts). Each is a private copy of a template built once per run: PGlite in
 * memory loaded from a data-directory tarball by default; with TEST_DATABASE_URL a new PostgreSQL
 * database made from a template database. Whatever a file does to its copy, no other file sees.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database & { url?: string }> {
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = await openPGlite(undefined, { loadDataDir: await pgliteTemplate(kind) });
    return openEmbeddedDatabase(undefined, pglite);
  }
  const template = await postgresTemplate(serverUrl, kind);
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
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

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Fills a migrated database the way `useTestApp({ seed: true })` files expect. */
async function seed(db: Database): Promise<void> {
  // Imported here: only the template's builder needs the seed code (and sharp).
  const { seedFixture } = await import('./catalogue-fixture.ts');
  await seedFixture(db);
}

// --- PGlite: data-directory tarballs -------------------------------------------------------------

const tarballs = new Map<TemplateKind, Promise<Blob>>();

/** The template's tarball, read once per file; each database loads its own copy from it. */
function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let tarball = tarballs.get(kind);
  if (!tarball) {
    tarball = buildPGliteTemplate(kind);
    tarballs.set(kind, tarball);
  }
  return tarball;
}

async function buildPGliteTemplate(kind: TemplateKind): Promise<Blob> {
  // Without global-setup.ts (another config) the tarball stays in this process.
  const dir = runDirectory();
  const file = path.join(dir ?? os.tmpdir(), `pglite-${kind}.tar`);
  let built: Blob | undefined;
  await oncePerRun(`pglite-${kind}`, async () => {
    const pglite = await openPGlite(
      undefined,
      kind === 'seeded' ? { loadDataDir: await pgliteTemplate('migrated') } : {},
    );
    const db = await openEmbeddedDatabase(undefined, pglite);
    try {
      if (kind === 'migrated') await applyMigrations(db.sql);
      else await seed(db);
      // Written out now, so a copy starts without replaying the write-ahead log.
      await db.sql.exec('CHECKPOINT');
      built = await pglite.dumpDataDir('none');
      if (dir) writeFileAtomically(file, new Uint8Array(await built.arrayBuffer()));
    } finally {
      await db.close();
    }
  });
  return built ?? new Blob([await readFile(file)]);
}

// --- PostgreSQL: template databases --------------------------------------------------------------

async function postgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  const name = postgresTemplateName(inject('postgresTemplatePrefix'), kind);
  const source = kind === 'seeded' ? await postgresTemplate(serverUrl, 'migrated') : undefined;
  await oncePerRun(name, async () => {
    await withAdmin(serverUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(source ? `CREATE DATABASE "${name}" TEMPLATE "${source}"` : `CREATE DATABASE "${name}"`);
    });
    const db = await openPostgresDatabase(withDatabase(serverUrl, name), 1);
    try {
      if (kind === 'migrated') await applyMigrations(db.sql);
      else await seed(db);
    } finally {
      await db.close();
    }
  });
  return name;
}

export { withDatabase };
