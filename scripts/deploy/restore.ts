// `npm run restore FILE`: a `npm run backup` dump into the database of DATABASE_URL, which must be
// empty (no table in it): restoring over live data would mix two states. In one transaction, so a
// failed restore leaves the database empty again. Then the tables are checked against the manifest.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { manifestPath, type Manifest } from './backup.ts';
import { pgTool, tableStats, withClient } from './pg-tools.ts';

const run = promisify(execFile);

export class NotEmptyError extends Error {}

/** Tables (or views, sequences…) outside PostgreSQL's own schemas. */
async function relationsIn(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class k JOIN pg_namespace n ON n.oid = k.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    return Number(rows[0]!.n);
  });
}

/** Restores `file`; returns the tables whose rows or checksum differ from the manifest (none: all match). */
export async function restore(url: string, file: string): Promise<{ mismatched: string[]; checked: boolean }> {
  const existing = await relationsIn(url);
  if (existing > 0) {
    throw new NotEmptyError(
      `The target database is not empty (${existing} relations); restore only into an empty one.`,
    );
  }
  await run(
    await pgTool(url, 'pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const manifestFile = manifestPath(file);
  if (!existsSync(manifestFile)) return { mismatched: [], checked: false };
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const restored = await tableStats(url);
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)]);
  const mismatched = [...names].filter(
    (name) =>
      restored[name]?.rows !== manifest.tables[name]?.rows ||
      restored[name]?.checksum !== manifest.tables[name]?.checksum,
  );
  return { mismatched, checked: true };
}

// Run as a script (npm run), not imported (the test).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const url = process.env.DATABASE_URL;
  const file = process.argv[2];
  if (!url || !file) {
    console.error('Usage: DATABASE_URL=postgresql://…/empty_database npm run restore FILE.dump');
    process.exit(2);
  }
  try {
    const { mismatched, checked } = await restore(url, file);
    if (!checked) console.log('Restored. No manifest beside the dump: nothing to check against.');
    else if (mismatched.length) {
      console.error(`Restored, but these tables differ from the manifest: ${mismatched.join(', ')}`);
      process.exit(1);
    } else console.log('Restored; every table matches the manifest (rows and checksum).');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
