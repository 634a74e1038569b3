// `npm run bench:live`: live updates at scale on PostgreSQL (DATABASE_URL). graphql-ws watchers
// of one request's requestUpdated (the request page's own subscription document), votes cast
// through the API at a fixed rate by distinct members, and the moderators' requestFeed. Servers
// and watchers run in child processes, so neither shares an event loop with the other or with the
// voter (this process). Each scenario prints: delivered (each watcher saw an update including
// each vote), vote acknowledged → update at the watcher p50/p99, vote mutation p50/p99.
// Options (env): LIVE_SECONDS (30), LIVE_RATE (20 votes/s), LIVE_SCENARIOS (all, or e.g. "200,2000").
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';

const self = fileURLToPath(import.meta.url);
const role = process.argv[2] ?? 'main';
const now = () => performance.timeOrigin + performance.now();

const PAGE_QUERY = `subscription ($id: ID!) { requestUpdated(id: $id) { id game { id databaseId }
  type status reason createdAt expiresAt resolvedAt resolutionNote resetCount daysRemaining approvals rejections
  approvalPercentage submitter { username displayName trustScore id } votingOpen viewerCanVote viewerVote
  votes(first: 20) { edges { node { id value updatedAt user { username displayName id } __typename } cursor }
  pageInfo { endCursor hasNextPage } } actions { id action createdAt moderator { username displayName id } } } }`;
const FEED_QUERY = `subscription { requestFeed { kind at request { id databaseId gameTitle type status
  approvalPercentage approvals submitter { username } } } }`;

// ---------------------------------------------------------------- server: one app instance
async function serve() {
  const { loadConfig } = await import('../api/src/config.ts');
  const { openDatabase } = await import('../api/src/db/database.ts');
  const { createServices } = await import('../api/src/services.ts');
  const { buildApp } = await import('../api/src/app.ts');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    REST_RATE_LIMIT_PER_SECOND: '0',
    GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
  });
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  const app = buildApp(createServices(config, db));
  const port = await app.start(0, '127.0.0.1');
  process.send!({ port });
}

// ---------------------------------------------------------------- watchers: graphql-ws clients
interface WatchJob {
  watchers: { port: number; cookie: string }[];
  query: string;
  variables: Record<string, unknown>;
  /** How the answer names the approvals of the update. */
  feed: boolean;
}

function watch() {
  const seen: number[][] = []; // per watcher: first time each approval count was seen
  const disposers: (() => void)[] = [];
  process.on('message', async (message: { job?: WatchJob; acks?: number[]; stop?: boolean }) => {
    if (message.job) {
      const { watchers, query, variables, feed } = message.job;
      watchers.forEach(({ port, cookie }, index) => {
        seen[index] = [];
        class CookieSocket extends WebSocket {
          constructor(address: string | URL, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie } });
          }
        }
        const client = createClient({
          url: `ws://127.0.0.1:${port}/graphql`,
          webSocketImpl: CookieSocket,
          retryAttempts: 0,
          lazy: false,
        });
        disposers.push(() => void client.dispose());
        client.subscribe<any>(
          { query, variables },
          {
            next: (result) => {
              const at = now();
              const request = feed ? result.data?.requestFeed?.request : result.data?.requestUpdated;
              const approvals = request?.approvals;
              if (typeof approvals !== 'number') return;
              const times = seen[index]!;
              for (let level = times.length; level <= approvals; level++) times[level] = at;
            },
            error: (error) => process.send!({ error: String((error as Error)?.message ?? error) }),
            complete: () => {},
          },
        );
      });
      process.send!({ opened: watchers.length });
    }
    if (message.acks) {
      // Vote k (1-based, in order of acknowledgement) is in every update with approvals >= its number.
      const acks = message.acks;
      const latencies: number[] = [];
      let delivered = 0;
      for (const times of seen)
        acks.forEach((ack, k) => {
          const at = times[k + 1 + (message as { base?: number }).base!];
          if (at === undefined) return;
          delivered++;
          latencies.push(Math.max(0, at - ack));
        });
      process.send!({ delivered, expected: acks.length * seen.length, latencies: summarise(latencies) });
    }
    if (message.stop) {
      for (const dispose of disposers) dispose();
      setTimeout(() => process.exit(0), 200);
    }
  });
  process.send!({ ready: true });
}

// Several levels can arrive in one update: each watcher's times list is filled up to the count seen.
function summarise(values: number[]) {
  const sorted = values.sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

// ---------------------------------------------------------------- main: set up, vote, report
function child(args: string[], env: Record<string, string> = {}): ChildProcess {
  return fork(self, args, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: 'inherit' });
}
const once = <T>(proc: ChildProcess, key: string) =>
  new Promise<T>((resolve, reject) => {
    const listen = (message: any) => {
      if (message?.error) console.error('  watcher error:', message.error);
      if (message && key in message) {
        proc.off('message', listen);
        resolve(message as T);
      }
    };
    proc.on('message', listen);
    proc.once('exit', (code) => reject(new Error(`child exited (${code})`)));
  });

async function main() {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) {
    console.error('bench:live needs DATABASE_URL (PostgreSQL), seeded with `npm run seed:large`.');
    process.exit(2);
  }
  const { openDatabase } = await import('../api/src/db/database.ts');
  const { applyMigrations } = await import('../api/src/db/migrate.ts');
  const { startSession } = await import('../api/src/auth/sessions.ts');
  const { insertRequest, requestGlobalId } = await import('../api/test/request-fixtures.ts');
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  await applyMigrations(db.sql);
  const seconds = Number(process.env.LIVE_SECONDS ?? 30);
  const rate = Number(process.env.LIVE_RATE ?? 20);
  const votes = seconds * rate;
  const games = await db.prisma.game.count();
  const run = `b${Date.now().toString(36)}`;

  async function members(prefix: string, count: number, role: 'USER' | 'MODERATOR' = 'USER') {
    const rows = Array.from({ length: count }, (_, i) => ({
      username: `${run}_${prefix}${i}`,
      usernameKey: `${run}_${prefix}${i}`.toLowerCase(),
      email: `${run}_${prefix}${i}@bench.invalid`,
      passwordHash: 'x',
      role,
      emailVerifiedAt: new Date(),
    }));
    const users = await db.prisma.user.createManyAndReturn({ data: rows, select: { id: true } });
    const cookies: string[] = [];
    for (const user of users) cookies.push(`session=${(await startSession(db.prisma, user.id, 'bench')).token}`);
    return { ids: users.map((u) => u.id), cookies };
  }

  const [game] = await db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 1 });
  const submitter = await members('submitter', 1);
  const maxWatchers = 2000;
  console.log(`Preparing ${maxWatchers} watchers, 200 moderators and ${votes + 5} voters (${games} games)...`);
  const watchers = await members('w', maxWatchers);
  const moderators = await members('m', 200, 'MODERATOR');
  const scenarios = [
    { name: '200 watchers', watchers: 200, instances: 1, feed: false },
    { name: '2,000 watchers', watchers: 2000, instances: 1, feed: false },
    { name: '2 × 1,000 watchers (Redis)', watchers: 2000, instances: 2, feed: false },
    { name: '200 moderators (requestFeed)', watchers: 200, instances: 1, feed: true },
  ].filter(
    (s) => !process.env.LIVE_SCENARIOS || process.env.LIVE_SCENARIOS.split(',').some((n) => s.name.startsWith(n)),
  );
  const rows: string[] = [];

  for (const scenario of scenarios) {
    if (scenario.instances > 1 && !process.env.REDIS_URL) {
      rows.push(`| ${scenario.name} | ${rate} | skipped: set REDIS_URL | | |`);
      continue;
    }
    const voters = await members(`v${rows.length}_`, votes + 1);
    const requestId = await insertRequest(db, {
      gameId: game!.id,
      submitterId: submitter.ids[0]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const prefix = `cv-live-bench-${process.pid}-${rows.length}:`;
    const servers = Array.from({ length: scenario.instances }, () => {
      const env: Record<string, string | undefined> = { ...process.env, REDIS_PREFIX: prefix };
      if (scenario.instances === 1) delete env.REDIS_URL;
      return fork(self, ['serve'], { execArgv: ['--import', 'tsx'], env, stdio: 'inherit' });
    });
    const ports = (await Promise.all(servers.map((s) => once<{ port: number }>(s, 'port')))).map((m) => m.port);
    const watcherProcess = child(['watch']);
    await once(watcherProcess, 'ready');
    const people = scenario.feed ? moderators : watchers;
    watcherProcess.send({
      job: {
        watchers: people.cookies
          .slice(0, scenario.watchers)
          .map((cookie, i) => ({ port: ports[i % ports.length]!, cookie })),
        query: scenario.feed ? FEED_QUERY : PAGE_QUERY,
        variables: scenario.feed ? {} : { id: requestGlobalId(requestId) },
        feed: scenario.feed,
      } satisfies WatchJob,
    });
    await once(watcherProcess, 'opened');

    const cast = async (cookie: string, port: number) => {
      const started = now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            query: 'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
            variables: { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
          }),
        });
        const body = (await response.json()) as { data?: { castVote?: { __typename: string } } };
        return { ok: body.data?.castVote?.__typename === 'MutationCastVoteSuccess', started, acked: now() };
      } catch {
        // Refused or timed out (a saturated server): counted as not acknowledged.
        return { ok: false, started, acked: now() };
      }
    };
    // Warm-up: every watcher subscribed once one vote reaches them all (the socket's subscribe is not acknowledged).
    await new Promise((resolve) => setTimeout(resolve, 3000 + scenario.watchers));
    let warm = await cast(voters.cookies[votes]!, ports[0]!);
    for (let tries = 0; !warm.ok && tries < 5; tries++) warm = await cast(voters.cookies[votes]!, ports[0]!);
    if (!warm.ok) throw new Error('warm-up vote refused five times');
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const load = os.loadavg()[0]!.toFixed(1);
    const results: { ok: boolean; started: number; acked: number }[] = [];
    const pending: Promise<void>[] = [];
    const start = now();
    for (let i = 0; i < votes; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(cast(voters.cookies[i]!, ports[i % ports.length]!).then((r) => void results.push(r)));
    }
    await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    // Acknowledgements in order of commit are approval counts 2, 3, ... (the warm-up vote is 1).
    const acked = results.filter((r) => r.ok).sort((a, b) => a.acked - b.acked);
    watcherProcess.send({ acks: acked.map((r) => r.acked), base: 1 });
    const report = await once<{
      delivered: number;
      expected: number;
      latencies: { p50: number; p99: number };
    }>(watcherProcess, 'delivered');
    const mutation = summarise(results.map((r) => r.acked - r.started));
    const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
    rows.push(
      `| ${scenario.name} | ${rate} (${acked.length}/${votes} acknowledged) | ${((100 * report.delivered) / Math.max(1, report.expected)).toFixed(1)} % | ${ms(report.latencies.p50)} / ${ms(report.latencies.p99)} | ${ms(mutation.p50)} / ${ms(mutation.p99)} | ${load} |`,
    );
    console.log(rows.at(-1));
    watcherProcess.send({ stop: true });
    for (const server of servers) server.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `\nbench:live on PostgreSQL, ${games} games, ${seconds} s at ${rate} votes/s, ${new Date().toISOString()}`,
  );
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; uptime load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    '| watchers | votes/s | delivered | vote ack → watcher p50 / p99 | vote mutation p50 / p99 | load (1 min) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  await db.close();
  process.exit(0);
}

if (role === 'serve') await serve();
else if (role === 'watch') watch();
else await main();
