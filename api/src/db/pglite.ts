import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions our migrations create; PostgreSQL has them in contrib, PGlite must load them. */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens the embedded database: a directory on disk, or memory when `dataDir` is undefined.
 * `loadDataDir` starts it from a `dumpDataDir` tarball instead of running initdb (tests copy a
 * migrated database this way). `settings` are server settings (`-c name=value`) on top of
 * PGlite's own start parameters; the app passes none.
 */
export async function openPGlite(
  dataDir?: string,
  options: { loadDataDir?: Blob; settings?: Record<string, string> } = {},
): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const settings = Object.entries(options.settings ?? {});
  const db = new PGlite({
    dataDir: dataDir ?? 'memory://',
    extensions: pgliteExtensions,
    loadDataDir: options.loadDataDir,
    ...(settings.length > 0 && {
      startParams: [...PGlite.defaultStartParams, ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    }),
  });
  await db.waitReady;
  return db;
}
