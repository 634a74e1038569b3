import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions our migrations create; PostgreSQL has them in contrib, PGlite must load them. */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens the embedded database: a directory on disk, or memory when `dataDir` is undefined.
 * `loadDataDir` starts it from a `dumpDataDir` tarball instead of running initdb (tests copy a
 * migrated database this way).
 */
export async function openPGlite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite({
    dataDir: dataDir ?? 'memory://',
    extensions: pgliteExtensions,
    loadDataDir: options.loadDataDir,
  });
  await db.waitReady;
  return db;
}
