// `npm run bench:live`: live updates at scale on PostgreSQL (DATABASE_URL), against issue 25's
// targets. graphql-ws watchers of one request (the request page's own `requestUpdated` and
// `commentAdded` documents), votes cast through the API at a fixed rate by distinct members and a
// comment a second, and the moderators' requestFeed. Servers (bench/live-server.ts) and watchers
// (bench/live-watch.ts, in LIVE_CLIENT_PROCESSES) run in child processes, so none shares an event
// loop with another or with the voter (this process).
//
// Per scenario: votes acknowledged; delivered (each watcher saw an update including each vote);
// final state (watchers holding the final tally and every comment); dead subscriptions (not
// live at the end); publish → client p50/p99 (from the moment an instance published the first
// update carrying a vote to a watcher's receipt of one); vote sent → client p99; vote mutation
// p50/p99; the servers' event-loop delay p99 and CPU, the watchers' CPU, and the load average.
// `chaos`: two instances over Redis, 2,000 watchers and 200 moderators; 10 % of the sockets cut at
// random during the run and one instance restarted (SIGTERM, then again on its port); watchers
// reconnect with the last sequence they saw. `memory`: one instance's heap + external memory after
// a garbage collection with 2,000 idle watchers, per watcher, and again once they have gone.
//
// Options (env): LIVE_SECONDS (60), LIVE_RATE (20 votes/s), LIVE_SCENARIOS (default
// "2000,redis,feed,chaos,memory"; also "200"), LIVE_CLIENT_PROCESSES (2), LIVE_PROFILE=<dir>
// (servers write a CPU profile of the voting window there), REDIS_URL for the two-instance rows,
// REDIS_PREFIX (the start of each instance's prefix; what is under this run's is deleted when it ends).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { WatchJob } from './live-watch.ts';
import { loads, ms, percentiles, summarise, Targets } from './live-report.ts';
import { ask, COMMENT_QUERY, FEED_QUERY, once, sleep, sum, UPDATED_QUERY } from './live-children.ts';
import { idleMemory } from './live-memory.ts';
import { withRedisCleanup } from './redis-cleanup.ts';

const self = fileURLToPath(import.meta.url);
const watcherScript = fileURLToPath(new URL('./live-watch.ts', import.meta.url));
const now = () => performance.timeOrigin + performance.now();
/** The start of every instance's REDIS_PREFIX in this run (one per scenario: `<this><n>:`). */
const redisPrefix = `${process.env.REDIS_PREFIX ?? 'cv-live-bench'}-${process.pid}-`;

function startServer(env: Record<string, string | undefined>): ChildProcess {
  return fork(self, ['serve'], { execArgv: ['--import', 'tsx', '--expose-gc'], env, stdio: 'inherit' });
}

type ServerStats = { published: [number, number][]; cpuMs: number; loopDelay: { p99: number; max: number } };
/** The statistics of instances restarted during a scenario (chaos), asked for before they stopped. */
const retired: ServerStats[] = [];

interface Scenario {
  key: string;
  name: string;
  watchers: number;
  instances: number;
  moderators: number;
  chaos?: boolean;
}

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
  const seconds = Number(process.env.LIVE_SECONDS ?? 60);
  const rate = Number(process.env.LIVE_RATE ?? 20);
  const clientProcesses = Math.max(1, Number(process.env.LIVE_CLIENT_PROCESSES ?? 2));
  const votes = seconds * rate;
  const games = await db.prisma.game.count();
  const run = `b${Date.now().toString(36)}`;
  const wanted = (process.env.LIVE_SCENARIOS ?? '2000,redis,feed,chaos,memory').split(',').map((s) => s.trim());
  const all: Scenario[] = [
    { key: '200', name: '200', watchers: 200, instances: 1, moderators: 0 },
    { key: '2000', name: '2,000', watchers: 2000, instances: 1, moderators: 0 },
    { key: 'redis', name: '2 × 1,000 (Redis)', watchers: 2000, instances: 2, moderators: 0 },
    { key: 'feed', name: '200 moderators (requestFeed)', watchers: 0, instances: 1, moderators: 200 },
    { key: 'chaos', name: 'chaos: 2 × 1,000 + 200 mod.', watchers: 2000, instances: 2, moderators: 200, chaos: true },
  ];
  const scenarios = all.filter((s) => wanted.includes(s.key));
  const targets = new Targets();

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
  await members('submitter', 1);
  const submitterId = (await db.prisma.user.findFirstOrThrow({ where: { username: `${run}_submitter0` } })).id;
  const maxWatchers = Math.max(0, ...scenarios.map((s) => s.watchers), wanted.includes('memory') ? 2000 : 0);
  console.log(`Preparing ${maxWatchers} watchers, 200 moderators, voters and commenters (${games} games)...`);
  const watchers = await members('w', maxWatchers);
  const moderators = scenarios.some((s) => s.moderators) ? await members('m', 200, 'MODERATOR') : [];
  const commenters = await members('c', seconds + 1);
  const rows: string[] = [];
  const notes: string[] = [];
  const newRequest = () =>
    insertRequest(db, { gameId: game!.id, submitterId, expiresAt: new Date(Date.now() + 86_400_000) });
  let prefixes = 0;
  const serverEnv = (instances: number, port?: number) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      REDIS_PREFIX: `${redisPrefix}${prefixes}:`,
      LIVE_PORT: String(port ?? 0),
    };
    if (instances === 1) delete env.REDIS_URL;
    return env;
  };
  const startWatchers = async (job: (c: number, count: number) => WatchJob) => {
    const clients = Array.from({ length: clientProcesses }, () =>
      fork(watcherScript, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
    );
    await Promise.all(clients.map((c) => once(c, 'ready')));
    await Promise.all(
      clients.map((client, c) => (client.send({ job: job(c, clients.length) }), once(client, 'opened'))),
    );
    return clients;
  };

  for (const scenario of scenarios) {
    if (scenario.instances > 1 && !process.env.REDIS_URL) {
      rows.push(`| ${scenario.name} | ${rate} | skipped: set REDIS_URL | | | | | | | | |`);
      continue;
    }
    console.log(`\n${scenario.name}: starting (load ${loads()})`);
    prefixes++;
    const voters = await members(`v${rows.length}_`, votes + 1);
    const requestId = await newRequest();
    const servers = Array.from({ length: scenario.instances }, () => startServer(serverEnv(scenario.instances)));
    const ports = (await Promise.all(servers.map((s) => once<{ port: number }>(s, 'port')))).map((m) => m.port);
    // Each watcher's own instance first, then the others (where nginx would send it meanwhile).
    const portsFrom = (i: number) => ports.map((_, k) => ports[(i + k) % ports.length]!);
    const people = [
      ...watchers.slice(0, scenario.watchers).map((cookie) => ({ cookie, feed: false })),
      ...moderators.slice(0, scenario.moderators).map((cookie) => ({ cookie, feed: true })),
    ].map((person, i) => ({ ...person, ports: portsFrom(i) }));
    const clients = await startWatchers((c, count) => ({
      watchers: people.filter((_, i) => i % count === c),
      updatedQuery: UPDATED_QUERY,
      commentQuery: COMMENT_QUERY,
      feedQuery: FEED_QUERY,
      requestId: requestGlobalId(requestId),
    }));

    /** A mutation through the API; a refused instance (restarting) passes it to the next, as nginx does. */
    const mutate = async (cookie: string, port: number, query: string, input: object, address?: string) => {
      const started = now();
      for (const target of [port, ...ports.filter((p) => p !== port)]) {
        try {
          const response = await fetch(`http://127.0.0.1:${target}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie,
              ...(address ? { 'x-forwarded-for': address } : {}),
            },
            body: JSON.stringify({ query, variables: { input } }),
          });
          const body = (await response.json()) as { data?: Record<string, { __typename: string }> };
          const typename = Object.values(body.data ?? {})[0]?.__typename ?? '';
          return { ok: typename.endsWith('Success'), started, acked: now() };
        } catch {
          // Refused or reset: the next instance.
        }
      }
      return { ok: false, started, acked: now() };
    };
    const cast = (cookie: string, port: number) =>
      mutate(cookie, port, 'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }', {
        requestId: requestGlobalId(requestId),
        value: 'APPROVE',
      });
    const comment = (i: number, port: number) =>
      mutate(
        commenters[i]!,
        port,
        'mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename } }',
        { requestId: requestGlobalId(requestId), body: `Bench comment number ${i} of this run.` },
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      );
    const progress = async (level: number) => {
      const answers = await ask<{ reachedCount: number; acknowledged: number }>(
        clients,
        { reached: level },
        'reachedCount',
      );
      return { reached: sum(answers, (a) => a.reachedCount), acknowledged: sum(answers, (a) => a.acknowledged) };
    };
    // Warm-up: one vote, until every request watcher has it and every feed watcher is acknowledged.
    let warm = await cast(voters[votes]!, ports[0]!);
    for (let tries = 0; !warm.ok && tries < 5; tries++) warm = await cast(voters[votes]!, ports[0]!);
    if (!warm.ok) throw new Error('warm-up vote refused five times');
    const warmUntil = Date.now() + 30_000 + 10 * people.length;
    let state = await progress(1);
    while ((state.reached < scenario.watchers || state.acknowledged < people.length) && Date.now() < warmUntil) {
      await sleep(1000);
      state = await progress(1);
    }
    await sleep(1000);

    await ask(servers, { reset: true }, 'resetDone');
    await ask(clients, { resetCpu: true }, 'cpuReset');
    const loadBefore = os.loadavg()[0]!;
    const results: { ok: boolean; started: number; acked: number }[] = [];
    const comments: Promise<{ ok: boolean }>[] = [];
    const pending: Promise<void>[] = [];
    let restarted: Promise<void> = Promise.resolve();
    retired.length = 0;
    const dropsPerSecond = scenario.chaos ? people.length / 10 / Math.max(1, seconds - 2) : 0;
    let dropped = 0;
    const start = now();
    for (let i = 0; i < votes; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      pending.push(cast(voters[i]!, ports[i % ports.length]!).then((r) => void results.push(r)));
      if (i % rate !== 0) continue;
      const second = i / rate;
      comments.push(comment(second, ports[second % ports.length]!));
      // Chaos, from the second second on: a share of the 10 % cut each second; a third of the
      // way in, the second instance restarts (SIGTERM, drained, started again on its port).
      if (scenario.chaos && second >= 1 && second < seconds - 1) {
        const due = Math.round((second + 1) * dropsPerSecond) - dropped;
        dropped += due;
        for (const [c, client] of clients.entries())
          client.send({ drop: Math.floor(due / clients.length) + (c < due % clients.length ? 1 : 0) });
      }
      if (scenario.chaos && second === Math.floor(seconds / 3)) restarted = restart(servers, 1, ports[1]!);
    }
    await Promise.all(pending);
    const commented = (await Promise.all(comments)).filter((c) => c.ok).length;
    await restarted;
    const wall = now() - start;
    const acked = results.filter((r) => r.ok).length;
    // Until every watcher has the final count and every comment, or 10 s (30 s after chaos).
    const final = 1 + acked;
    type Final = {
      finalState: number;
      tally: number;
      allComments: number;
      dead: number;
      ended: number;
      reconnects: number;
      feed: { duplicates: number; missing: number[][]; received: number[] };
    };
    const finals = () => ask<Final>(clients, { final: { approvals: final, comments: commented } }, 'finalState');
    const drainUntil = Date.now() + (scenario.chaos ? 30_000 : 10_000);
    let outcome = await finals();
    while (sum(outcome, (o) => o.finalState) < scenario.watchers && Date.now() < drainUntil) {
      await sleep(250);
      outcome = await finals();
    }
    // The feed's last events may still be on their way.
    if (scenario.moderators) {
      await sleep(1000);
      outcome = await finals();
    }
    const stats = await ask<ServerStats>(servers, { stats: true }, 'published');
    // Level L (L >= 2) is the (L - 1)-th vote sent: it first went out in the publication, on any
    // instance, that brought the votes published so far to L.
    const published: number[] = [];
    let votesOut = 0;
    for (const [at, count] of [...retired, ...stats].flatMap((s) => s.published).sort((a, b) => a[0] - b[0])) {
      for (let level = votesOut + 1; level <= votesOut + count; level++) published[level] = at;
      votesOut += count;
    }
    const sentByLevel: number[] = [];
    results
      .map((r) => r.started)
      .sort((a, b) => a - b)
      .forEach((at, i) => (sentByLevel[i + 2] = at));
    const reports = await ask<{
      delivered: number;
      expected: number;
      latencies: Record<number, number>;
      endToEnd: Record<number, number>;
      cpuMs: number;
    }>(clients, { published, sent: sentByLevel, from: 2, to: final }, 'delivered');
    const delivered = sum(reports, (r) => r.delivered);
    const expected = sum(reports, (r) => r.expected);
    const latency = percentiles(reports.map((r) => r.latencies));
    const endToEnd = percentiles(reports.map((r) => r.endToEnd));
    const mutation = summarise(results.map((r) => r.acked - r.started));
    const finalState = sum(outcome, (o) => o.finalState);
    const dead = sum(outcome, (o) => o.dead);
    // A sequence no moderator received went to none: a busy hub merged that event into a later
    // one of the same request and kind (broadcast.ts, by design); one only some missed was lost.
    const received = new Set(outcome.flatMap((o) => o.feed.received));
    const missing = outcome.flatMap((o) => o.feed.missing);
    const feed = {
      duplicates: sum(outcome, (o) => o.feed.duplicates),
      gaps: sum(missing, (m) => m.filter((sequence) => received.has(sequence)).length),
      merged: new Set(missing.flat().filter((sequence) => !received.has(sequence))).size,
    };
    const serverCpu = stats.map((s) => `${((100 * s.cpuMs) / wall).toFixed(0)} %`).join(' + ');
    const clientCpu = sum(reports, (r) => r.cpuMs);
    rows.push(
      `| ${scenario.name} | ${rate} | ${acked}/${votes}, ${commented}/${seconds} | ` +
        `${scenario.watchers ? ((100 * delivered) / Math.max(1, expected)).toFixed(1) + ' %' : '–'} | ` +
        `${scenario.watchers ? `${finalState}/${scenario.watchers}` : '–'} | ${dead} | ` +
        `${ms(latency.p50)} / ${ms(latency.p99)} | ${ms(endToEnd.p99)} | ${ms(mutation.p50)} / ${ms(mutation.p99)} | ` +
        `${stats.map((s) => ms(s.loopDelay.p99)).join(', ')} | ${serverCpu} / ${((100 * clientCpu) / wall).toFixed(0)} % | ` +
        `${loadBefore.toFixed(1)}–${os.loadavg()[0]!.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
    const reconnects = sum(outcome, (o) => o.reconnects);
    const ended = sum(outcome, (o) => o.ended);
    if (scenario.watchers) {
      targets.check(
        `${scenario.name}: every watcher holds the final tally and every comment`,
        finalState === scenario.watchers,
        `${finalState}/${scenario.watchers} (tally ${sum(outcome, (o) => o.tally)}, comments ${sum(outcome, (o) => o.allComments)})`,
      );
    }
    targets.check(`${scenario.name}: no dead subscription`, dead === 0, `${dead} dead`);
    if (scenario.moderators)
      targets.check(
        `${scenario.name}: moderators' feed without gap or duplicate`,
        feed.gaps === 0 && feed.duplicates === 0,
        `${feed.gaps} missing, ${feed.duplicates} twice (${feed.merged} sequences merged by a busy hub, sent to none)`,
      );
    if (!scenario.chaos && scenario.watchers) {
      const limit = scenario.instances > 1 ? 300 : 200;
      targets.check(`${scenario.name}: publish → client p99 < ${limit} ms`, latency.p99 < limit, ms(latency.p99));
    }
    if (!scenario.chaos) targets.check(`${scenario.name}: vote p99 < 100 ms`, mutation.p99 < 100, ms(mutation.p99));
    notes.push(
      `${scenario.name}: ${reconnects} reconnections${scenario.chaos ? ` (${dropped} sockets cut, one instance restarted)` : ''}, ` +
        `${ended} subscriptions ended by the server and started again, ${state.reached}/${scenario.watchers} watchers warmed up`,
    );
    await ask(clients, { stop: true }, 'stopped');
    for (const client of clients) client.send({ exit: true });
    await Promise.all(
      servers.map((server) => new Promise((resolve) => (server.once('exit', resolve), server.send({ stop: true })))),
    );
    await sleep(1000);
  }

  if (wanted.includes('memory')) {
    prefixes++;
    const requestId = requestGlobalId(await newRequest());
    await idleMemory({
      server: startServer(serverEnv(1)),
      job: (people) => ({
        watchers: people,
        updatedQuery: UPDATED_QUERY,
        commentQuery: COMMENT_QUERY,
        feedQuery: FEED_QUERY,
        requestId,
      }),
      startWatchers,
      watchers,
      targets,
    });
  }

  console.log(
    `\nbench:live on PostgreSQL, ${games} games, ${seconds} s at ${rate} votes/s, ${new Date().toISOString()}`,
  );
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average now: ${loads()}`,
  );
  console.log(`watchers' sockets in ${clientProcesses} client processes\n`);
  console.log(
    '| watchers | votes/s | votes, comments acknowledged | delivered | final state | dead | publish → client p50 / p99 | vote sent → client p99 | vote mutation p50 / p99 | server event-loop delay p99 | CPU: servers / clients | load (1 min, before–after) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  for (const note of notes) console.log(`\nNote: ${note}`);
  targets.print();
  await db.close();

  /** SIGTERM to one instance (it drains: its sockets close with 1012), then the same again on its port. */
  async function restart(servers: ChildProcess[], index: number, port: number) {
    const old = servers[index]!;
    retired.push(...(await ask<ServerStats>([old], { stats: true }, 'published')));
    await new Promise((resolve) => (old.once('exit', resolve), old.kill('SIGTERM')));
    const fresh = startServer(serverEnv(2, port));
    servers[index] = fresh;
    await once(fresh, 'port');
    await ask([fresh], { reset: true }, 'resetDone');
  }
}

if (process.argv[2] === 'serve') await (await import('./live-server.ts')).serve();
else await withRedisCleanup(process.env.REDIS_URL, redisPrefix, main);
