// `npm run fuzz`: fires seeded hostile requests at the app on an embedded database with the demo
// catalogue: 10,000 REST, 10,000 GraphQL, 1,000 malformed-HTTP and 2,000 of issue 27's cases
// (hardening-requests.ts) by default, then 5,000 WebSocket messages (websocket-fuzz.ts)
// (`-- --count 2000 --ws-count 500 --seed 7` to change). Every answer must be below 500 and quote nothing
// internal; the process must survive, and a second round must not grow its memory.
// Prints every finding and exits 1 when there is one. Traffic stays on 127.0.0.1.
// Memory: the first round fills the bounded caches (parsed documents, the catalogue's answers,
// rate-limit counters), so its heap after a forced GC is the plateau; the same round run again must
// stay within the slack of it, or something keeps a share of every request: a leak. `--idle 600`
// also waits that many seconds (the caches' ten-minute TTLs) and reports the heap again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { loadConfig } from '../api/src/config.ts';
import { openEmbeddedDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { seedDemoDataIfEmpty } from '../api/src/seed/demo.ts';
import { describeFinding, runFamily, type FamilyResult } from '../api/test/fuzz/campaign.ts';
import { runWebSocketFamily } from '../api/test/fuzz/websocket-fuzz.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    'ws-count': { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261124' },
    idle: { type: 'string', default: '0' },
  },
});
const count = Number(values.count);
const wsCount = Number(values['ws-count']);
const seed = Number(values.seed);
const idleSeconds = Number(values.idle);
/** "Back to baseline": within 10 % of the baseline heap, or 16 MB, whichever is more. */
const memorySlack = (baseline: number) => Math.max(baseline * 0.1, 16 * 1024 * 1024);

v8.setFlagsFromString('--expose-gc');
const gc = (await import('node:vm')).runInNewContext('gc') as () => void;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${megabytes(bytes)}`;
function settledMemory() {
  for (let i = 0; i < 3; i += 1) gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

// The REST limit would answer most of a flood with 429 and hide the routes behind it.
const config = loadConfig({ NODE_ENV: 'production', REST_RATE_LIMIT_PER_SECOND: '0', SITE_ORIGIN: 'http://127.0.0.1' });
const db = await openEmbeddedDatabase();
await applyMigrations(db.sql);
await seedDemoDataIfEmpty(db, { quiet: true, sampleRequests: true });
const services = createServices(config, db);
// A one-page web app, so unknown paths get the page rather than the "not built yet" 503.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cv-fuzz-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Cartridge Vault</title><div id="root"></div>');
const app = buildApp(services, { webRoot });
const port = await app.start(0);
// Resolvers log the causes of refusals they mask: the answers are what is judged here.
const errorLines: string[] = [];
console.error = (...args: unknown[]) => void errorLines.push(args.map(String).join(' ').slice(0, 200));

// A first round warms caches, compiled code and the database's buffers: the baseline is after it.
await runFamily(port, 'graphql', 300, seed + 1);
await runFamily(port, 'rest', 300, seed + 2);
const before = settledMemory();
const started = performance.now();

async function round() {
  const results: FamilyResult[] = [];
  for (const [family, n] of [
    ['rest', count],
    ['graphql', count],
    ['raw', Math.ceil(count / 10)],
    ['hardening', Math.ceil(count / 5)],
  ] as const) {
    const result = await runFamily(port, family, n, seed);
    results.push(result);
    console.log(
      `${family}: ${result.sent} sent, ${result.findings.length} bad; statuses ${JSON.stringify(result.statuses)}`,
    );
  }
  const sockets = await runWebSocketFamily(port, wsCount, seed);
  console.log(
    `websocket: ${sockets.sent} messages in ${sockets.sessions} sessions, ${sockets.findings.length} bad; closes ${JSON.stringify(sockets.closes)}`,
  );
  return { results, sockets };
}
const { results, sockets } = await round();
const seconds = (performance.now() - started) / 1000;
const plateau = settledMemory();
console.log('the same round again, for memory:');
const again = await round();
const after = settledMemory();
// Nothing of the run is kept by the fuzzer itself past this point (the requests were per family).
let idle: ReturnType<typeof settledMemory> | null = null;
if (idleSeconds > 0) {
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  idle = settledMemory();
}
const memoryFlat = after.heapUsed - plateau.heapUsed <= memorySlack(plateau.heapUsed);
// Still answering after all that.
const health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status);

const findings = [...results, ...again.results].flatMap((r) => r.findings);
sockets.findings.push(...again.sockets.findings);
for (const finding of findings.slice(0, 50)) console.log(describeFinding(finding));
for (const finding of sockets.findings.slice(0, 20)) console.log(`[websocket] ${finding}`);
console.log(
  [
    `seed ${seed}, each round ${results.reduce((n, r) => n + r.sent, 0)} HTTP requests and ${sockets.sent} WebSocket messages (the first in ${seconds.toFixed(0)} s)`,
    `WebSocket findings (internal-error closes, 5xx upgrades, internals quoted): ${sockets.findings.length}`,
    `5xx: ${findings.filter((f) => f.problem.startsWith('status')).length}`,
    `quoting internals: ${findings.filter((f) => f.problem.startsWith('quotes')).length}`,
    `unanswered: ${findings.filter((f) => f.problem.startsWith('no answer')).length}`,
    `heap used at baseline (after warm-up and GC): ${megabytes(before.heapUsed)}, RSS ${megabytes(before.rss)}`,
    `heap used after the first round (after GC): ${megabytes(plateau.heapUsed)} (${signed(plateau.heapUsed - before.heapUsed)}), RSS ${megabytes(plateau.rss)}`,
    `heap used after the same round again (after GC): ${megabytes(after.heapUsed)} (${signed(after.heapUsed - plateau.heapUsed)}), RSS ${megabytes(after.rss)}`,
    ...(idle
      ? [`heap used after ${idleSeconds} s idle (after GC): ${megabytes(idle.heapUsed)}, RSS ${megabytes(idle.rss)}`]
      : []),
    `memory flat over the second round (within ${megabytes(memorySlack(plateau.heapUsed))}): ${memoryFlat ? 'yes' : 'NO'}`,
    `/healthz afterwards: ${health}`,
    `server log lines: ${errorLines.length}`,
  ].join('\n'),
);

await app.stop();
await services.close();
await db.close();
rmSync(webRoot, { recursive: true, force: true });
process.exit(findings.length === 0 && sockets.findings.length === 0 && health === 200 && memoryFlat ? 0 : 1);
