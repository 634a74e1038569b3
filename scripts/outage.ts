// `npm run outage [-- --freeze 20 --down 5 --steady 3 --workers 8]`: the app under load while its
// PostgreSQL is frozen (SIGSTOP), then killed (SIGKILL) and restarted, on a throwaway cluster.
// Prints, per phase, the slowest answer and the status codes, the time to recover once the
// database is back, and whether every acknowledged write is still there. Exits 1 when a figure
// of docs/operations.md ("Database outage") is missed.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgresDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { seedDemoDataIfEmpty } from '../api/src/seed/demo.ts';
import { seedGames } from '../api/src/seed/catalogue/catalogue.ts';
import { createCluster, freePort } from './outage/cluster.ts';
import { startLoad, type Sample } from './outage/load.ts';

const { values } = parseArgs({
  options: {
    freeze: { type: 'string', default: '20' },
    down: { type: 'string', default: '5' },
    steady: { type: 'string', default: '3' },
    workers: { type: 'string', default: '8' },
  },
});
const seconds = (name: keyof typeof values) => Number(values[name]) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The figures (docs/operations.md, "Database outage").
const MAX_ANSWER_MS = 2000;
const MAX_RECOVERY_MS = 1000;

const password = 'outage-admin-password';
const cluster = await createCluster();
console.log(`Throwaway PostgreSQL: ${cluster.url}`);
const logPath = path.join(os.tmpdir(), `cv-outage-app-${process.pid}.log`);
let app: ReturnType<typeof spawn> | undefined;
let failed = false;
try {
  // Migrations and demo data through the app's own code.
  const setup = await openPostgresDatabase(cluster.url, 2);
  await applyMigrations(setup.sql);
  await seedDemoDataIfEmpty(setup, { games: seedGames.slice(0, 40), quiet: true, adminPassword: password });
  const version = await setup.prisma.version.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } });
  await setup.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      REST_RATE_LIMIT_PER_SECOND: '0',
      REQUEST_RESOLVER_INTERVAL_SECONDS: '0',
      REDIS_URL: '',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logPath);
  app.stdout!.pipe(log);
  app.stderr!.pipe(log);
  await waitFor(async () => (await fetch(`${origin}/healthz`)).status === 200, 120_000);

  const cookie = await logIn(origin);
  const globalId = Buffer.from(`Version:${version.id}`).toString('base64');
  // A first pass warms the server (compiled code, prepared statements, pooled connections).
  const warmUp = startLoad(origin, { cookie, versionId: globalId, workers: Number(values.workers) });
  await sleep(seconds('steady'));
  await warmUp.stop();
  const load = startLoad(origin, { cookie, versionId: globalId, workers: Number(values.workers) });

  await sleep(seconds('steady'));
  load.setPhase('frozen');
  cluster.freeze();
  await sleep(seconds('freeze'));
  cluster.thaw();
  load.setPhase('after thaw');
  const afterThaw = await load.recovery(performance.now());
  await sleep(seconds('steady'));
  load.setPhase('killed');
  cluster.kill();
  await sleep(seconds('down'));
  load.setPhase('restarting');
  await cluster.start();
  load.setPhase('after restart');
  const afterRestart = await load.recovery(performance.now());
  await sleep(seconds('steady'));
  await load.stop();

  const check = await openPostgresDatabase(cluster.url, 1);
  const found = await check.sql.query<{ notes: string }>(
    'SELECT notes FROM "CollectionItem" WHERE notes = ANY($1::text[])',
    [load.acknowledged],
  );
  await check.close();
  const lost = load.acknowledged.length - new Set(found.map((row) => row.notes)).size;

  const phases = ['before', 'frozen', 'after thaw', 'killed', 'restarting', 'after restart'];
  console.table(
    phases.map((phase) =>
      summarise(
        phase,
        load.samples.filter((s) => s.phase === phase),
      ),
    ),
  );
  const recoveries = {
    'after thaw (SIGCONT)': afterThaw,
    'after restart (accepting connections)': afterRestart,
  };
  console.table(
    Object.entries(recoveries).map(([event, ms]) => ({ event, 'first success of every kind, ms': ms ?? 'never' })),
  );
  console.log(
    `Acknowledged writes: ${load.acknowledged.length}, found afterwards: ${load.acknowledged.length - lost}, lost: ${lost}`,
  );

  const outage = load.samples.filter((s) => ['frozen', 'killed', 'restarting'].includes(s.phase));
  const problems = [
    ...outage
      .filter((s) => s.endedAt - s.startedAt > MAX_ANSWER_MS)
      .slice(0, 1)
      .map(() => `an answer took over ${MAX_ANSWER_MS} ms during the outage`),
    ...load.samples
      .filter((s) => !s.ok && !(s.status === 503 && s.retryAfter))
      .slice(0, 1)
      .map((s) => `a failure other than 503 with Retry-After (${s.kind}, status ${s.status}, ${s.phase})`),
    ...Object.entries(recoveries)
      .filter(([, ms]) => ms === null || ms > MAX_RECOVERY_MS)
      .map(([event]) => `recovery ${event} over ${MAX_RECOVERY_MS} ms`),
    ...(lost > 0 ? [`${lost} acknowledged writes lost`] : []),
  ];
  failed = problems.length > 0;
  console.log(failed ? `MISSED:\n  ${problems.join('\n  ')}` : 'All figures met.');
} finally {
  app?.kill('SIGTERM');
  cluster.remove();
  console.log(`App log: ${logPath}`);
}
process.exit(failed ? 1 : 0);

function summarise(phase: string, samples: Sample[]) {
  const durations = samples.map((s) => s.endedAt - s.startedAt).sort((a, b) => a - b);
  const count = (test: (s: Sample) => boolean) => samples.filter(test).length;
  return {
    phase,
    answers: samples.length,
    ok: count((s) => s.ok),
    '503 + Retry-After': count((s) => s.status === 503 && s.retryAfter),
    'other failures': count((s) => !s.ok && !(s.status === 503 && s.retryAfter)),
    'p99 ms': Math.round(durations[Math.floor(durations.length * 0.99)] ?? 0),
    'max ms': Math.round(durations.at(-1) ?? 0),
  };
}

async function waitFor(test: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await test()) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The app did not start; see its log.');
    await sleep(200);
  }
}

async function logIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename } }',
      variables: { input: { login: 'admin', password } },
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Login failed: ${await response.text()}`);
  return cookie;
}
