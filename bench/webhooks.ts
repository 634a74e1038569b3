// `npm run bench:webhooks`: webhook deliveries a second from one app instance to a receiver on
// 127.0.0.1, and that none is lost when the app restarts mid-run. It writes BENCH_EVENTS game
// changes (default 10,000; one webhook subscribed, so as many deliveries) into a new database,
// starts the real server (api/src/server.ts) as a child process, stops it with SIGTERM once the
// receiver has half of them (BENCH_KILL=1: SIGKILL, a crash: then what it had claimed waits for
// its lease to run out, about 40 s), starts it again and waits until every event arrived. The
// receiver verifies each signature and dedupes by webhook-id, as docs/webhooks.md asks of one.
// Embedded PGlite in a new directory unless DATABASE_URL is set (use a database of its own: the
// benchmark adds a console, games and a member to it).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/src/config.ts';
import { setLogLevel } from '../api/src/log/logger.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { searchKey } from '#shared/search-key';
import { newWebhookSecret } from '../api/src/webhooks/webhook-secret.ts';
import { startReceiver } from '../api/test/webhook-receiver.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const KILL = process.env.BENCH_KILL === '1';
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'cv-bench-webhooks-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'never',
  DATABASE_URL: databaseUrl ?? '',
  ...(dataDir && { DATA_DIR: dataDir }),
  REQUEST_RESOLVER_INTERVAL_SECONDS: '0',
  DUMP_INTERVAL_HOURS: '0',
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
};

// The events: one statement writing EVENTS games fans out to EVENTS deliveries (the triggers).
const secret = newWebhookSecret();
const receiver = await startReceiver(secret);
const config = loadConfig(env);
setLogLevel('error');
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await applyMigrations(db.sql);
const tag = `bench-${Date.now()}`;
const user = await db.prisma.user.create({
  data: { username: tag, usernameKey: tag, email: `${tag}@example.org`, passwordHash: 'not a hash' },
});
const webhook = await db.prisma.webhook.create({
  data: { userId: user.id, url: receiver.url, secret, events: ['game.changed'] },
});
const console_ = await db.prisma.console.create({ data: { name: tag, manufacturer: 'Bench' } });
const written = performance.now();
// With their title keys, which the server would otherwise fill at start (more changes).
const titles = Array.from({ length: EVENTS }, (_, i) => `Bench game ${i + 1}`);
await db.sql.query(
  `INSERT INTO "Game" ("title", "titleKey", "searchKey", "consoleId", "updatedAt")
     SELECT t, k, k, $3, now() FROM unnest($1::text[], $2::text[]) AS g(t, k)`,
  [titles, titles.map(searchKey), console_.id],
);
const writeMs = performance.now() - written;
const expected = new Set(
  (await db.prisma.webhookDelivery.findMany({ where: { webhookId: webhook.id }, select: { eventId: true } })).map(
    (d) => d.eventId,
  ),
);
if (expected.size !== EVENTS) throw new Error(`expected ${EVENTS} deliveries, the triggers wrote ${expected.size}`);
// PGlite belongs to one process: the server's, from here on.
await db.close();

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

async function until(condition: () => boolean, limitMs: number, what: string) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const processed = () => receiver.processed.size;
const started = performance.now();
let server = startServer();
await until(() => processed() > 0, 120_000, 'first delivery');
const firstAt = performance.now();
await until(() => processed() >= EVENTS / 2, 600_000, 'half the deliveries');
const halfAt = performance.now();
const atHalf = processed();
server.kill(KILL ? 'SIGKILL' : 'SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
const stoppedAt = performance.now();
const atStop = processed();
server = startServer();
await until(() => processed() > atStop, 120_000, 'first delivery after the restart');
const resumedAt = performance.now();
const afterRestart = processed();
await until(() => processed() >= EVENTS, 600_000, 'every delivery');
const doneAt = performance.now();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const missing = [...expected].filter((id) => !receiver.processed.has(id)).length;
const foreign = [...receiver.processed.keys()].filter((id) => !expected.has(id)).length;
const sent = receiver.requests.length;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const row = (phase: string, count: number, ms: number, rated = true) =>
  console.log(`| ${phase} | ${count} | ${seconds(ms)} | ${rated ? Math.round(count / (ms / 1000)) : '-'} |`);
console.log(`${EVENTS} game changes written in one statement in ${Math.round(writeMs)} ms (fan-out included)`);
console.log('| phase | deliveries | seconds | deliveries/s |');
console.log('| --- | --- | --- | --- |');
row('first instance, from its first delivery to half', atHalf, halfAt - firstAt);
row(
  `stopped (${KILL ? 'SIGKILL' : 'SIGTERM'}) and started again, to its first delivery`,
  afterRestart - atHalf,
  resumedAt - halfAt,
  false,
);
row('second instance, from its first delivery to the last', EVENTS - afterRestart, doneAt - resumedAt);
row('whole run, from the first start (boot and restart included)', EVENTS, doneAt - started);
console.log(
  `received ${sent} requests for ${EVENTS} events: ${sent - EVENTS} sent again (dropped by the receiver's dedupe), ` +
    `${missing} missing, ${foreign} unknown; stop took ${((stoppedAt - halfAt) / 1000).toFixed(1)} s`,
);
await receiver.close();
if (databaseUrl) {
  // Its webhook (and its deliveries) go, so a later run on the same database is not slowed by them.
  const cleanup = await openDatabase({ url: databaseUrl, pgliteDir: config.pgliteDir });
  await cleanup.prisma.user.delete({ where: { id: user.id } });
  await cleanup.close();
}
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (missing || foreign) process.exit(1);
