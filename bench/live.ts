// `npm run bench:live`: live updates at scale on PostgreSQL (DATABASE_URL). graphql-ws watchers
// of one request's requestUpdated (the request page's own subscription document), votes cast
// through the API at a fixed rate by distinct members, and the moderators' requestFeed. Servers
// and watchers run in child processes (watchers in LIVE_CLIENT_PROCESSES of them, bench/live-watch.ts),
// so none shares an event loop with another or with the voter (this process).
//
// Per scenario: votes acknowledged; delivered (each watcher saw an update including each vote);
// publish → client p50/p99 (from the moment an instance published the first update carrying a
// vote to the moment a watcher received an update carrying it; the servers record publications);
// vote sent → client p99 (the whole way: mutation, coalescing window, fan-out); vote mutation
// p50/p99; the servers' event-loop delay p99 and CPU, the watchers' CPU, and the load average.
//
// Options (env): LIVE_SECONDS (30), LIVE_RATE (20 votes/s), LIVE_SCENARIOS (all, or some of
// "2000,redis,feed,200"), LIVE_CLIENT_PROCESSES (2), LIVE_PROFILE=<dir> (servers write a CPU
// profile of the voting window there, for Chrome's DevTools), REDIS_URL for the two-instance row, REDIS_PREFIX (channels' prefix).
import { fork, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { WatchJob } from './live-watch.ts';

const self = fileURLToPath(import.meta.url);
const watcherScript = fileURLToPath(new URL('./live-watch.ts', import.meta.url));
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
    // Every watcher of the bench comes from this machine's one address.
    WS_MAX_SOCKETS_PER_ADDRESS: '100000',
  });
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  const services = createServices(config, db);
  // When this instance first published an update with at least each approvals count.
  const published: number[] = [];
  const publish = services.pubsub.publish.bind(services.pubsub);
  services.pubsub.publish = ((...args: unknown[]) => {
    const payload = args.at(-1) as { tally?: { approvals: number } };
    const approvals = payload?.tally?.approvals;
    if (typeof approvals === 'number') for (let level = 0; level <= approvals; level++) published[level] ??= now();
    return (publish as (...a: unknown[]) => void)(...args);
  }) as typeof services.pubsub.publish;
  const app = buildApp(services);
  const port = await app.start(0, '127.0.0.1');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpu = process.cpuUsage();
  // LIVE_PROFILE: a CPU profile of the voting window only (not start-up, not the sockets' set-up).
  const profiler = process.env.LIVE_PROFILE ? new Session() : null;
  profiler?.connect();
  process.on('message', async (message: { reset?: boolean; stats?: boolean; stop?: boolean }) => {
    if (message.reset) {
      delay.reset();
      cpu = process.cpuUsage();
      if (profiler) {
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      process.send!({ resetDone: true });
    }
    if (message.stats) {
      const used = process.cpuUsage(cpu);
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        const file = `${process.env.LIVE_PROFILE}/live-${process.pid}.cpuprofile`;
        writeFileSync(file, JSON.stringify(profile));
      }
      process.send!({
        published,
        cpuMs: (used.user + used.system) / 1000,
        loopDelay: { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
      });
    }
    if (message.stop) process.exit(0);
  });
  process.send!({ port });
}

// ---------------------------------------------------------------- main: set up, vote, report
const once = <T>(proc: ChildProcess, key: string) =>
  new Promise<T>((resolve, reject) => {
    const listen = (message: any) => {
      if (message && key in message) {
        proc.off('message', listen);
        proc.off('exit', exited);
        resolve(message as T);
      }
    };
    const exited = (code: number | null) => reject(new Error(`child exited (${code})`));
    proc.on('message', listen);
    proc.once('exit', exited);
  });
const ask = <T>(procs: ChildProcess[], message: object, key: string) =>
  Promise.all(
    procs.map((proc) => {
      const answer = once<T>(proc, key);
      proc.send(message);
      return answer;
    }),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50 and p99 of merged sparse millisecond histograms. */
function percentiles(histograms: Record<number, number>[]) {
  const merged = new Map<number, number>();
  for (const h of histograms) for (const [k, v] of Object.entries(h)) merged.set(+k, (merged.get(+k) ?? 0) + v);
  const keys = [...merged.keys()].sort((a, b) => a - b);
  const total = [...merged.values()].reduce((a, b) => a + b, 0);
  const at = (q: number) => {
    let seen = 0;
    for (const key of keys) if ((seen += merged.get(key)!) > q * total) return key;
    return NaN;
  };
  return { p50: at(0.5), p99: at(0.99) };
}
function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  return { p50: at(0.5), p99: at(0.99) };
}
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value).toLocaleString('en')} ms`);
const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

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
  const clientProcesses = Math.max(1, Number(process.env.LIVE_CLIENT_PROCESSES ?? 2));
  const votes = seconds * rate;
  const games = await db.prisma.game.count();
  const run = `b${Date.now().toString(36)}`;
  const wanted = (process.env.LIVE_SCENARIOS ?? '2000,redis,feed').split(',').map((s) => s.trim());
  const scenarios = [
    { key: '200', name: '200', watchers: 200, instances: 1, feed: false },
    { key: '2000', name: '2,000', watchers: 2000, instances: 1, feed: false },
    { key: 'redis', name: '2 × 1,000 (Redis)', watchers: 2000, instances: 2, feed: false },
    { key: 'feed', name: '200 moderators (requestFeed)', watchers: 200, instances: 1, feed: true },
  ].filter((s) => wanted.includes(s.key));

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
    for (let i = 0; i < users.length; i += 20) {
      const batch = users.slice(i, i + 20).map((user) => startSession(db.prisma, user.id, 'bench'));
      for (const session of await Promise.all(batch)) cookies.push(`session=${session.token}`);
    }
    return cookies;
  }

  const [game] = await db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 1 });
  const submitterCookie = await members('submitter', 1);
  const submitterId = (await db.prisma.user.findFirstOrThrow({ where: { username: `${run}_submitter0` } })).id;
  const maxWatchers = Math.max(0, ...scenarios.filter((s) => !s.feed).map((s) => s.watchers));
  console.log(`Preparing ${maxWatchers} watchers, 200 moderators and voters (${games} games)...`);
  void submitterCookie;
  const watchers = await members('w', maxWatchers);
  const moderators = scenarios.some((s) => s.feed) ? await members('m', 200, 'MODERATOR') : [];
  const rows: string[] = [];
  const notes: string[] = [];

  for (const scenario of scenarios) {
    if (scenario.instances > 1 && !process.env.REDIS_URL) {
      rows.push(`| ${scenario.name} | ${rate} | skipped: set REDIS_URL | | | | | | |`);
      continue;
    }
    console.log(`\n${scenario.name}: starting (load ${loads()})`);
    const voters = await members(`v${rows.length}_`, votes + 1);
    const requestId = await insertRequest(db, {
      gameId: game!.id,
      submitterId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const prefix = `${process.env.REDIS_PREFIX ?? 'cv-live-bench'}-${process.pid}-${rows.length}:`;
    const servers = Array.from({ length: scenario.instances }, () => {
      const env: Record<string, string | undefined> = { ...process.env, REDIS_PREFIX: prefix };
      if (scenario.instances === 1) delete env.REDIS_URL;
      return fork(self, ['serve'], { execArgv: ['--import', 'tsx'], env, stdio: 'inherit' });
    });
    const ports = (await Promise.all(servers.map((s) => once<{ port: number }>(s, 'port')))).map((m) => m.port);
    const clients = Array.from({ length: clientProcesses }, () =>
      fork(watcherScript, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
    );
    await Promise.all(clients.map((c) => once(c, 'ready')));
    const people = (scenario.feed ? moderators : watchers).slice(0, scenario.watchers);
    const opened = await Promise.all(
      clients.map((client, c) => {
        const job: WatchJob = {
          // Watcher i goes to server i mod instances, held by client process i mod processes.
          watchers: people
            .map((cookie, i) => ({ port: ports[i % ports.length]!, cookie, i }))
            .filter(({ i }) => i % clients.length === c),
          query: scenario.feed ? FEED_QUERY : PAGE_QUERY,
          variables: scenario.feed ? {} : { id: requestGlobalId(requestId) },
        };
        const answer = once<{ opened: number; errors: number }>(client, 'opened');
        client.send({ job });
        return answer;
      }),
    );
    const socketErrors = opened.reduce((sum, o) => sum + o.errors, 0);

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
    const reached = async (level: number) =>
      (await ask<{ reachedCount: number }>(clients, { reached: level }, 'reachedCount')).reduce(
        (sum, r) => sum + r.reachedCount,
        0,
      );
    // Warm-up: one vote, until every watcher has it (the socket's subscribe is not acknowledged).
    let warm = await cast(voters[votes]!, ports[0]!);
    for (let tries = 0; !warm.ok && tries < 5; tries++) warm = await cast(voters[votes]!, ports[0]!);
    if (!warm.ok) throw new Error('warm-up vote refused five times');
    const warmUntil = Date.now() + 30_000 + 10 * scenario.watchers;
    for (let got = 0; (got = await reached(1)) < people.length && Date.now() < warmUntil;) {
      await sleep(1000);
      if (got > 0 && got < people.length) console.log(`  ${got}/${people.length} watchers have the warm-up vote`);
    }
    const warmed = await reached(1);
    await sleep(1000);

    await ask(servers, { reset: true }, 'resetDone');
    await ask(clients, { resetCpu: true }, 'cpuReset');
    const loadBefore = os.loadavg()[0]!;
    const results: { ok: boolean; started: number; acked: number }[] = [];
    const pending: Promise<void>[] = [];
    const start = now();
    for (let i = 0; i < votes; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      pending.push(cast(voters[i]!, ports[i % ports.length]!).then((r) => void results.push(r)));
    }
    await Promise.all(pending);
    const wall = now() - start;
    const acked = results.filter((r) => r.ok).length;
    // Until every watcher has the final count, or 10 s.
    const final = 1 + acked;
    const drainUntil = Date.now() + 10_000;
    while ((await reached(final)) < people.length && Date.now() < drainUntil) await sleep(250);
    const stats = await ask<{ published: number[]; cpuMs: number; loopDelay: { p99: number; max: number } }>(
      servers,
      { stats: true },
      'published',
    );
    // Level L (L >= 2) is the (L - 1)-th vote sent; its publication is the first instance's.
    const published: number[] = [];
    for (const s of stats)
      s.published.forEach((at, level) => (published[level] = Math.min(published[level] ?? at, at)));
    const sent = results.map((r) => r.started).sort((a, b) => a - b);
    const sentByLevel: number[] = [];
    sent.forEach((at, i) => (sentByLevel[i + 2] = at));
    const reports = await ask<{
      delivered: number;
      expected: number;
      latencies: Record<number, number>;
      endToEnd: Record<number, number>;
      cpuMs: number;
    }>(clients, { published, sent: sentByLevel, from: 2, to: final }, 'delivered');
    const delivered = reports.reduce((sum, r) => sum + r.delivered, 0);
    const expected = reports.reduce((sum, r) => sum + r.expected, 0);
    const latency = percentiles(reports.map((r) => r.latencies));
    const endToEnd = percentiles(reports.map((r) => r.endToEnd));
    const mutation = summarise(results.map((r) => r.acked - r.started));
    const serverCpu = stats.map((s) => `${((100 * s.cpuMs) / wall).toFixed(0)} %`).join(' + ');
    const clientCpu = reports.reduce((sum, r) => sum + r.cpuMs, 0);
    const loopDelay = stats.map((s) => ms(s.loopDelay.p99)).join(', ');
    rows.push(
      `| ${scenario.name} | ${rate} | ${acked}/${votes} | ${((100 * delivered) / Math.max(1, expected)).toFixed(1)} % | ` +
        `${ms(latency.p50)} / ${ms(latency.p99)} | ${ms(endToEnd.p99)} | ${ms(mutation.p50)} / ${ms(mutation.p99)} | ` +
        `${loopDelay} | ${serverCpu} / ${((100 * clientCpu) / wall).toFixed(0)} % | ${loadBefore.toFixed(1)}–${os.loadavg()[0]!.toFixed(1)} |`,
    );
    if (socketErrors || warmed < people.length)
      notes.push(`${scenario.name}: ${socketErrors} socket errors, ${warmed}/${people.length} watchers warmed up`);
    console.log(rows.at(-1));
    for (const client of clients) client.send({ stop: true });
    await Promise.all(
      servers.map((server) => new Promise((resolve) => (server.once('exit', resolve), server.send({ stop: true })))),
    );
    await sleep(1000);
  }
  console.log(
    `\nbench:live on PostgreSQL, ${games} games, ${seconds} s at ${rate} votes/s, ${new Date().toISOString()}`,
  );
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average now: ${loads()}`,
  );
  console.log(`watchers' sockets in ${clientProcesses} client processes\n`);
  console.log(
    '| watchers | votes/s | acknowledged | delivered | publish → client p50 / p99 | vote sent → client p99 | vote mutation p50 / p99 | server event-loop delay p99 | CPU: servers / clients | load (1 min, before–after) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  for (const note of notes) console.log(`\nNote: ${note}`);
  await db.close();
  process.exit(0);
}

if (role === 'serve') await serve();
else await main();
