// `npm run bench:ssr`: what a server-rendered page costs (issue 30). An anonymous reader's
// /games/{id}, rendered by the built server entry (dist/server) with the route's query run
// in-process, against the REST facade's game-by-id on the same server and database:
// - CPU per render: the server's own thread (Linux /proc/self/task/<pid>/stat; autocannon runs in
//   a worker thread of its own, so its work is not counted), over sequential renders;
// - the same for the page kept by the page cache (http/ssr/page-cache.ts), from a second app on the
//   same database with the cache on; the first has it off (PAGE_CACHE_MAX_BYTES=0), so it renders;
// - throughput at 10 connections, render, kept page and REST interleaved in rounds, and the ratios;
// - the heap after 1,000 and after 10,000 renders (with --expose-gc, after a collection).
// A fresh embedded database seeded with the demo catalogue, or the one in DATABASE_URL / DATA_DIR
// when it has games.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { CONNECTIONS, throughput } from './throughput.ts';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, openEmbeddedDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { seedDemoDataIfEmpty } from '../api/src/seed/demo.ts';
import { setLogLevel, type LogLevel } from '../api/src/log/logger.ts';
import { loadServerEntry } from '../api/src/http/ssr/server-entry.ts';
import { TERMS_VERSION } from '../web/src/terms/terms-version.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU_RENDERS = Number(process.env.SSR_CPU_RENDERS ?? 300);
const MEMORY_RENDERS = Number(process.env.SSR_MEMORY_RENDERS ?? 10_000);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  REST_RATE_LIMIT_PER_SECOND: '0',
  GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
  SEED_ADMIN_PASSWORD: process.env.SEED_ADMIN_PASSWORD ?? 'bench-admin-password',
});
const db =
  process.env.DATABASE_URL || process.env.DATA_DIR
    ? await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir })
    : await openEmbeddedDatabase();
await applyMigrations(db.sql);
await seedDemoDataIfEmpty(db, { adminPassword: config.SEED_ADMIN_PASSWORD, quiet: true });
// A line per request would measure the terminal; warnings (slow queries) still show.
setLogLevel((process.env.LOG_LEVEL as LogLevel | undefined) ?? 'warn');
const game = await db.prisma.game.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true, title: true } });
const games = await db.prisma.game.count();
// Imported before the first request, as server.ts does at start.
if (!(await loadServerEntry())) {
  console.error('No server entry in dist/server: run `npm run build:web` first.');
  process.exit(1);
}
// Rendering every time, and with the page cache: the same code, the same database.
const app = buildApp(createServices({ ...config, PAGE_CACHE_MAX_BYTES: 0 }, db));
const cachingApp = buildApp(createServices(config, db));
const base = `http://127.0.0.1:${await app.start(0, '127.0.0.1')}`;
const cachingBase = `http://127.0.0.1:${await cachingApp.start(0, '127.0.0.1')}`;
const PAGE = `/games/${game.id}`;
const REST = `/api/v1/games/${game.id}`;
/** What is measured: a URL on one of the two servers, by name. */
const TARGETS = {
  render: `${base}${PAGE}`,
  kept: `${cachingBase}${PAGE}`,
  rest: `${base}${REST}`,
} as const;
type Target = keyof typeof TARGETS;
// A returning reader who agreed to the terms (their cookie copies): a first visit gets the terms
// dialog in place of the page.
const headers = { cookie: `pref_agreedToToS=true; pref_ToSVersion=${TERMS_VERSION}` };

// The page must really be rendered: its h1 names the game.
const page = await (await fetch(`${base}${PAGE}`, { headers })).text();
if (!new RegExp(`<h1[^>]*>${game.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(page)) {
  console.error(page.match(/<h1.{0,300}/s)?.[0] ?? page.slice(-3000));
  console.error(`${PAGE} came back without the game in its HTML: is dist/server built (npm run build:web)?`);
  process.exit(1);
}

/** CPU seconds of this process's main thread, where the server runs (Linux only). */
function mainThreadCpu(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5); the slice starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const measure = (target: Target) => throughput({ url: TARGETS[target], headers, duration: SECONDS });

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `bench:ssr ${new Date().toISOString()}: ${games} games, ${db.kind} database, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
);
console.log(`Load average before: ${load()}`);

/**
 * CPU per request on the server's thread, in ms: one connection, so each request runs alone
 * there; the median of 3 batches (null off Linux).
 */
async function cpuPerRequest(target: Target): Promise<number | null> {
  const batches: number[] = [];
  const amount = Math.round(CPU_RENDERS / 3);
  for (let batch = 0; batch < 3; batch++) {
    const before = mainThreadCpu();
    await autocannon({ url: TARGETS[target], headers, connections: 1, amount, workers: 1 } as autocannon.Options);
    const after = mainThreadCpu();
    if (before === null || after === null) return null;
    batches.push(((after - before) * 1000) / amount);
  }
  return median(batches);
}
const cpu = {
  render: await cpuPerRequest('render'),
  kept: await cpuPerRequest('kept'),
  rest: await cpuPerRequest('rest'),
};
if (cpu.render !== null && cpu.kept !== null && cpu.rest !== null)
  console.log(
    `CPU per request on the server's thread (median of 3 batches of ${Math.round(CPU_RENDERS / 3)}): render ${PAGE} ${cpu.render.toFixed(2)} ms, kept page ${cpu.kept.toFixed(2)} ms, REST ${REST} ${cpu.rest.toFixed(2)} ms`,
  );

console.log(`\n${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s:`);
console.log('| round | page | req/s | p50 ms | p99 ms | failed |');
console.log('|---|---|---|---|---|---|');
const ratios: Record<'render' | 'kept', number[]> = { render: [], kept: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order: Target[] = round % 2 === 0 ? ['render', 'kept', 'rest'] : ['rest', 'kept', 'render'];
  const rps = {} as Record<Target, number>;
  for (const target of order) {
    const result = await measure(target);
    rps[target] = result.rps;
    console.log(
      `| ${round + 1} | ${target} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.failed} |`,
    );
  }
  ratios.render.push(rps.render / rps.rest);
  ratios.kept.push(rps.kept / rps.rest);
}
for (const [target, label, goal] of [
  ['render', 'Server render', 0.1],
  ['kept', 'Kept page (page cache)', 0.8],
] as const) {
  const ratio = median(ratios[target]);
  console.log(
    `${label} / REST game-by-id (median of rounds): ${ratio.toFixed(3)} (rounds ${ratios[target].map((r) => r.toFixed(3)).join(' ')}); target ≥ ${goal}: ${ratio >= goal ? 'met' : 'MISSED'}`,
  );
}

// Memory over many renders: the heap after a collection, once warm and again 9,000 renders later.
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const renders = async (amount: number) =>
  autocannon({ url: `${base}${PAGE}`, headers, connections: CONNECTIONS, amount, workers: 1 } as autocannon.Options);
await renders(MEMORY_RENDERS / 10);
const warm = heap();
await renders(MEMORY_RENDERS - MEMORY_RENDERS / 10);
const after = heap();
console.log(
  `\nHeap after ${MEMORY_RENDERS / 10} renders ${warm.toFixed(1)} MB, after ${MEMORY_RENDERS} ${after.toFixed(1)} MB (${(after - warm >= 0 ? '+' : '') + (after - warm).toFixed(1)} MB)${gc ? '' : ' — run with --expose-gc for figures after a collection'}`,
);
console.log(`Load average after: ${load()}`);
await app.stop();
await cachingApp.stop();
await db.close();
