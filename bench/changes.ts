// `npm run bench:changes`: how long a page of 1,000 changes of the change feed takes through
// GET /api/v1/changes, at the feed's start, middle and end, one request at a time (a mirror reads
// the feed sequentially). Uses DATABASE_URL when set, else the embedded database in DATA_DIR
// (default ./data/bench); seed it first with `npm run seed:large -- --games 100000`, whose
// games, versions and companies each leave a change. Run it with LOG_LEVEL=warn: a log line per
// request would be part of what it measures.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { CHANGE_FEED_PAGE } from '../api/src/changes/change-feed.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? './data/bench',
  NODE_ENV: 'production',
  REST_RATE_LIMIT_PER_SECOND: '0',
});
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await applyMigrations(db.sql);
await db.sql.exec('VACUUM (ANALYZE) "CatalogueChange"');
const [{ changes }] = (await db.sql.query<{ changes: number }>(
  'SELECT count(*)::int AS changes FROM "CatalogueChange"',
)) as [{ changes: number }];
const app = buildApp(createServices(config, db));
const port = await app.start(0, '127.0.0.1');

/** The position of the change at `offset` in feed order (the page asked for starts after it). */
async function positionAt(offset: number): Promise<string> {
  if (offset <= 0) return '0-0';
  const [row] = await db.sql.query<{ position: string }>(
    `SELECT xid::text || '-' || id::text AS position FROM "CatalogueChange" ORDER BY xid, id OFFSET $1 LIMIT 1`,
    [offset - 1],
  );
  return row!.position;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(`${changes} changes; ${REQUESTS} pages of ${CHANGE_FEED_PAGE.max} at each place, one at a time`);
console.log('| where | p50 ms | p99 ms | max ms | changes a page |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, share] of [
  ['start', 0],
  ['middle', 0.5],
  ['end (last full page)', 1],
] as const) {
  const after = await positionAt(Math.max(0, Math.floor(changes * share) - CHANGE_FEED_PAGE.max));
  const url = `http://127.0.0.1:${port}/api/v1/changes?after=${after}&limit=${CHANGE_FEED_PAGE.max}`;
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as { changes: unknown[] };
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    size = body.changes.length;
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1)!)} | ${size} |`,
  );
}
await app.stop();
await db.close();
