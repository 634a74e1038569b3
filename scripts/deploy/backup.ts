// `npm run backup [-- DIR]`: the database of DATABASE_URL as `pg_dump -Fc` (custom format, which
// `npm run restore` reads), with a manifest beside it: when, the migration level, and each table's
// row count and checksum, so a restore can be checked against what was saved.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrationLevel, pgTool, safeUrl, tableStats, type TableStats } from './pg-tools.ts';

const run = promisify(execFile);

export interface Manifest {
  createdAt: string;
  database: string;
  migration: { latest: string | null; applied: number };
  tables: Record<string, TableStats>;
  dump: string;
}

export async function backup(
  url: string,
  dir: string,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
  await mkdir(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(dir, `cartridge-vault-${stamp}.dump`);
  // The counts are read after the dump: rows written in between show as a mismatch on restore
  // rather than pass unnoticed. Stop writes (or accept that) for an exact manifest.
  await run(await pgTool(url, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const manifest: Manifest = {
    createdAt: now.toISOString(),
    database: safeUrl(url),
    migration: await migrationLevel(url),
    tables: await tableStats(url),
    dump: path.basename(file),
  };
  await writeFile(manifestPath(file), JSON.stringify(manifest, null, 2) + '\n');
  return { file, manifest };
}

export function manifestPath(dumpFile: string): string {
  return dumpFile.replace(/\.dump$/, '') + '.manifest.json';
}

// Run as a script (npm run), not imported (the test).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL must name the PostgreSQL database to back up.');
    process.exit(2);
  }
  const { file, manifest } = await backup(url, process.argv[2] ?? 'backups');
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(`${file}\n${manifestPath(file)}`);
  console.log(
    `${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migration.latest} (${manifest.migration.applied} applied)`,
  );
}
