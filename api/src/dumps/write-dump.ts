// Writes one catalogue dump (issue 29): a directory `cartridge-vault-<time>` holding each type of
// dump-types.ts as gzip JSON Lines and a manifest (schema version, migration level, row counts,
// each file's size and SHA-256). Read in one REPEATABLE READ transaction, so the files agree with
// each other; written under a `.partial` name and renamed when whole, so a reader never lists a
// dump half written. Older dumps past `keep` are removed.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { SqlRunner } from '../db/sql-runner.ts';
import type { Database } from '../db/database.ts';
import { DUMP_TYPES, dumpPageSql, type DumpType } from './dump-types.ts';
import { snapshotPosition } from '../changes/change-feed.ts';

/** Bumped when a row's shape changes in a way a mirror must know about. */
export const DUMP_SCHEMA_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** Rows read per statement: large enough to amortise the round trip, small enough to stay flat. */
const PAGE_ROWS = 2000;
export const DUMP_NAME_PATTERN = /^cartridge-vault-\d{8}T\d{6}Z$/;

export interface DumpFile {
  type: string;
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface DumpManifest {
  format: 'cartridge-vault-dump';
  schemaVersion: number;
  name: string;
  createdAt: string;
  migration: string | null;
  /** The change feed's position the dump is consistent with: read the feed after it to stay current. */
  changeFeedPosition: string;
  files: DumpFile[];
}

export function dumpName(now: Date): string {
  return `cartridge-vault-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

async function* lines(tx: SqlRunner, type: DumpType, counted: { rows: number }) {
  let after = 0;
  for (;;) {
    const page = await tx.query<{ id: number; row: unknown }>(dumpPageSql(type), [after, PAGE_ROWS]);
    if (page.length === 0) return;
    counted.rows += page.length;
    after = page.at(-1)!.id;
    // PGlite hands json back parsed, node-postgres too: each row is written as one line.
    yield page.map((r) => `${typeof r.row === 'string' ? r.row : JSON.stringify(r.row)}\n`).join('');
    if (page.length < PAGE_ROWS) return;
  }
}

async function writeType(tx: SqlRunner, type: DumpType, dir: string): Promise<DumpFile> {
  const file = `${type.name}.jsonl.gz`;
  const counted = { rows: 0 };
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(lines(tx, type, counted), createGzip(), measure, createWriteStream(path.join(dir, file)));
  return { type: type.name, file, rows: counted.rows, bytes, sha256: hash.digest('hex') };
}

export async function writeDump(
  db: Database,
  root: string,
  options: { now?: Date; keep?: number } = {},
): Promise<DumpManifest> {
  const now = options.now ?? new Date();
  const name = dumpName(now);
  const partial = path.join(root, `${name}.partial`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const manifest = await db.sql.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [level] = await tx.query<{ name: string | null }>(
        `SELECT max(migration_name) AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
      );
      // The same snapshot as every file (REPEATABLE READ keeps the first query's).
      const changeFeedPosition = await snapshotPosition(tx);
      const files: DumpFile[] = [];
      for (const type of DUMP_TYPES) files.push(await writeType(tx, type, partial));
      return {
        format: 'cartridge-vault-dump',
        schemaVersion: DUMP_SCHEMA_VERSION,
        name,
        createdAt: now.toISOString(),
        migration: level?.name ?? null,
        changeFeedPosition,
        files,
      } satisfies DumpManifest;
    });
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(path.join(root, name), { recursive: true, force: true });
    await rename(partial, path.join(root, name));
    if (options.keep) await pruneDumps(root, options.keep);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The finished dumps under `root`, newest first. */
export async function dumpNames(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && DUMP_NAME_PATTERN.test(e.name))
    .map((e) => e.name)
    .sort()
    .reverse();
}

export async function pruneDumps(root: string, keep: number): Promise<string[]> {
  const old = (await dumpNames(root)).slice(keep);
  for (const name of old) await rm(path.join(root, name), { recursive: true, force: true });
  return old;
}
