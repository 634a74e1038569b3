// Authors a migration: applies the existing ones to an in-memory PGlite, diffs it against
// prisma/schema.prisma with the wasm schema engine, and writes the SQL. Usage:
//   npm run migration:create -- <name>
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPGlite } from '../api/src/db/pglite.ts';
import { pgliteRunner } from '../api/src/db/sql-runner.ts';
import { applyMigrations, migrationsDir } from '../api/src/db/migrate.ts';
import { diffDatabaseToSchema } from './schema-engine.ts';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
if (!name) {
  console.error('Usage: npm run migration:create -- <name>');
  process.exit(2);
}
const db = await openPGlite();
await mkdir(migrationsDir, { recursive: true });
await applyMigrations(pgliteRunner(db));
const sql = await diffDatabaseToSchema(db);
await db.close();
if (!sql) {
  console.log('schema.prisma and the migrations agree: nothing to write.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, 'migration.sql'), `${sql}\n`);
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
