// `npm run dump [-- DIR]`: writes one catalogue dump now (api/src/dumps/write-dump.ts) into DIR,
// or DUMP_DIR ($DATA_DIR/dumps), keeping the last DUMP_KEEP, from the database the server uses
// (DATABASE_URL, else the embedded one: stop the server first, since only one process may open it;
// a running server writes its own dumps on schedule).
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { writeDump } from '../api/src/dumps/write-dump.ts';

const config = loadConfig();
const dir = process.argv[2] ? path.resolve(process.argv[2]) : config.dumpDir;
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await applyMigrations(db.sql);
  const started = performance.now();
  const manifest = await writeDump(db, dir, { keep: config.DUMP_KEEP });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${path.join(dir, manifest.name)} in ${seconds} s (migration ${manifest.migration})`);
  for (const file of manifest.files)
    console.log(`  ${file.file}: ${file.rows} rows, ${file.bytes} bytes, sha256 ${file.sha256}`);
} finally {
  await db.close();
}
