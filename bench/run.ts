// `npm run bench`: load numbers for the catalogue's read paths against real servers: each REST
// route, the equivalent GraphQL query, and the same SQL on a bare node:http server (baseline.ts, in
// a process of its own on PostgreSQL), then the name search at a fixed 300 requests/s, then the
// distinct questions (distinct.ts) with the GraphQL response cache on and off. Uses DATABASE_URL when set, else the embedded
// database in DATA_DIR (default ./data/bench); seed it first with
// `npm run seed:large -- --games 100000`. Traffic stays on 127.0.0.1; autocannon runs in a worker
// thread so it does not share the servers' event loop; every scenario is bounded in time.
import os from 'node:os';
import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { startBaselineProcess } from './baseline-process.ts';
import { CONNECTIONS, distinctThroughput, throughput, type BenchRequest } from './throughput.ts';
import { CONSOLE_FIELDS, GAME_FIELDS, VERSION_FIELDS, distinctRows, globalId } from './distinct.ts';
import { FLOOR_QUERY, startYogaFloor } from './yoga-floor.ts';
import { createTestUser } from '../api/test/accounts.ts';
import { LIMITS } from '#shared/rules';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** REST and GraphQL take turns this many times per question, so a shift in the machine's load hits both. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEARCH = 'dragon quest';
const FIXED_RATE = 300;

// The REST rate limit would measure the limiter, not the facade.
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? './data/bench',
  NODE_ENV: 'production',
  REST_RATE_LIMIT_PER_SECOND: '0',
  GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
});
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await applyMigrations(db.sql);
// A settled database, as autovacuum leaves it: without the visibility map every count(*) reads the table.
await db.sql.exec('VACUUM (ANALYZE) "Game", "Version", "GameCompany", "VersionCompany", "Company", "Console", "Image"');
const games = await db.prisma.game.count();
const game = await db.prisma.game.findFirst({
  orderBy: { id: 'desc' },
  select: { id: true, versions: { select: { id: true }, take: 1 } },
});
const firstConsole = await db.prisma.console.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
if (!game || !firstConsole) {
  console.error('No games: run `npm run seed:large -- --games 100000` first (same DATA_DIR / DATABASE_URL).');
  process.exit(1);
}
const services = createServices(config, db);
const app = buildApp(services);
const appPort = await app.start(0, '127.0.0.1');
// The same app with the response cache off (0 bytes), for the distinct questions' uncached runs.
const uncachedServices = createServices({ ...config, GRAPHQL_CACHE_MAX_BYTES: 0 }, db);
const uncachedApp = buildApp(uncachedServices);
const uncachedPort = await uncachedApp.start(0, '127.0.0.1');
const baseline = await startBaselineProcess(db, { databaseUrl: config.DATABASE_URL, siteOrigin: config.SITE_ORIGIN });
const floor = await startYogaFloor();

const get = (path: string): BenchRequest => ({ method: 'GET', path });
// A visitor's operation may cost at most QUERY_COST.visitorMax; a page of games with every version
// and company costs more, so GraphQL is asked as a signed-in member (an integrator with an
// account) while REST answers anyone. Catalogue answers come from the response cache either way.
const member = await createTestUser(db, `bench_${Date.now().toString(36)}`);
const gql = (query: string, variables: Record<string, unknown> = {}): BenchRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', cookie: member.cookie },
  body: JSON.stringify({ query, variables }),
});

const routes: { name: string; rest: string; graphql: BenchRequest }[] = [
  {
    name: 'games page (25)',
    rest: '/api/v1/games?start=0&length=25',
    graphql: gql(`{ games(first: 25) { totalCount edges { node { ${GAME_FIELDS} } } } }`),
  },
  {
    name: `search "${SEARCH}"`,
    rest: `/api/v1/games/search?name=${encodeURIComponent(SEARCH)}`,
    graphql: gql(
      `query S($s: String) { games(first: ${LIMITS.nameSearchMax}, search: $s) { edges { node { ${GAME_FIELDS} } } } }`,
      {
        s: SEARCH,
      },
    ),
  },
  {
    name: 'game by id',
    rest: `/api/v1/games/${game.id}`,
    graphql: gql(`query G($id: Int!) { game(databaseId: $id) { ${GAME_FIELDS} } }`, { id: game.id }),
  },
  {
    name: 'version by id',
    rest: `/api/v1/versions/${game.versions[0]!.id}`,
    graphql: gql(`query V($id: Int!) { version(databaseId: $id) { ${VERSION_FIELDS} } }`, { id: game.versions[0]!.id }),
  },
  { name: 'consoles', rest: '/api/v1/consoles', graphql: gql(`{ consoles { edges { node { ${CONSOLE_FIELDS} } } } }`) },
  {
    name: 'console by id',
    rest: `/api/v1/consoles/${firstConsole.id}`,
    graphql: gql(`query C($id: ID!) { node(id: $id) { ... on Console { ${CONSOLE_FIELDS} } } }`, {
      id: globalId('Console', firstConsole.id),
    }),
  },
  {
    name: 'random (10)',
    rest: '/api/v1/games/random?amount=10',
    graphql: gql(`{ randomGames(amount: 10) { ${GAME_FIELDS} } }`),
  },
];

/** Every request answers 200 (and GraphQL without errors) before anything is timed. */
async function check(port: number, request: BenchRequest): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${request.path}`, request);
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"'))
    throw new Error(`${request.method} ${request.path}: ${response.status} ${text.slice(0, 300)}`);
}

const measure = (port: number, request: BenchRequest, extra: Partial<autocannon.Options> = {}) =>
  throughput({ url: `http://127.0.0.1:${port}`, duration: SECONDS, requests: [request], ...extra });

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)}: ${games} games, ${db.kind} database, ${os.cpus().length} × ${cpu}, Node ${process.version}`,
);
console.log(`Load average before: ${load()} (anything else running skews every figure)`);
console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per scenario after 1 s of warm-up\n`);
console.log('| route | server | req/s | p50 ms | p99 ms | vs baseline | failed |');
console.log('|---|---|---|---|---|---|---|');
const ratios: Record<string, number> = {};
const graphqlVsRest: { name: string; rest: number; graphql: number; ratio: number; rounds: string[] }[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (name: string, server: string, result: Awaited<ReturnType<typeof measure>>, baselineRps: number) =>
  console.log(
    `| ${name} | ${server} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${(result.rps / baselineRps).toFixed(2)} | ${result.failed} |`,
  );
for (const { name, rest, graphql } of routes) {
  await check(baseline.port, get(rest));
  await check(appPort, get(rest));
  await check(appPort, graphql);
  const base = await measure(baseline.port, get(rest));
  row(name, 'baseline', base, base.rps);
  // REST and GraphQL alternate, each going first in every other round: on a machine whose load
  // moves from second to second, a ratio taken from back-to-back runs is the only fair one.
  const rounds: { rest: number; graphql: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['REST', 'GraphQL'] as const) : (['GraphQL', 'REST'] as const);
    const figures = { rest: 0, graphql: 0 };
    for (const server of order) {
      const result = await measure(appPort, server === 'REST' ? get(rest) : graphql);
      row(name, `${server} (round ${round + 1})`, result, base.rps);
      figures[server === 'REST' ? 'rest' : 'graphql'] = result.rps;
    }
    rounds.push(figures);
  }
  const restRps = rounds.reduce((sum, r) => sum + r.rest, 0) / rounds.length;
  const graphqlRps = rounds.reduce((sum, r) => sum + r.graphql, 0) / rounds.length;
  ratios[name] = restRps / base.rps;
  graphqlVsRest.push({
    name,
    rest: restRps,
    graphql: graphqlRps,
    ratio: median(rounds.map((r) => r.graphql / r.rest)),
    rounds: rounds.map((r) => (r.graphql / r.rest).toFixed(2)),
  });
}

// autocannon paces a rate per second: each connection sends its share of the second back to back,
// then waits for the next second, so the 300 arrive in bursts. Its coordinated-omission correction
// takes 1/rate seconds as the expected interval on a millisecond histogram (1 ms here), so each
// response is recorded again at every millisecond below its latency: values no request had. The
// raw latencies (each request's own time) are the figure; autocannon's default is printed beside.
const search = routes[1]!.rest;
const fixedRun = (ignoreCoordinatedOmission: boolean) =>
  measure(appPort, get(search), { overallRate: FIXED_RATE, duration: 8, ignoreCoordinatedOmission });
const fixed = await fixedRun(true);
const corrected = await fixedRun(false);
console.log(`\nREST search "${SEARCH}" at a fixed ${FIXED_RATE} requests/s, ${CONNECTIONS} connections, 8 s:`);
console.log(
  `  raw latencies: ${fixed.rps.toFixed(0)} req/s served, p50 ${fixed.p50} ms, p99 ${fixed.p99} ms, ${fixed.failed} failed`,
);
console.log(`  with autocannon's coordinated-omission correction: p50 ${corrected.p50} ms, p99 ${corrected.p99} ms`);
const ratioRoutes = ['games page (25)', 'game by id', 'version by id', 'console by id'];
const ratioMet = ratioRoutes.every((name) => ratios[name]! >= 0.5);
console.log(
  `Target: list and by-id routes at least 50% of the baseline's throughput: ${ratioRoutes.map((name) => `${name} ${(ratios[name]! * 100).toFixed(0)}%`).join(', ')} — ${ratioMet ? 'met' : 'MISSED'}`,
);
console.log(
  `Target: search p99 under 40 ms at ${FIXED_RATE} requests/s: ${fixed.p99} ms — ${fixed.p99 < 40 ? 'met' : 'MISSED'}`,
);

// Integrators' GraphQL against the REST facade on the same questions and fields (issue 15): the
// catalogue response cache answers repeated questions; random picks are never cached. req/s are
// the rounds' means; the ratio is the median of the rounds' own ratios (each from back-to-back runs).
console.log(`\nGraphQL against REST, ${ROUNDS} interleaved rounds of ${SECONDS} s each (load average now ${load()}):`);
console.log('| question | REST req/s | GraphQL req/s | GraphQL / REST (median) | ratio of means | per round |');
console.log('|---|---|---|---|---|---|');
for (const { name, rest, graphql, ratio, rounds } of graphqlVsRest)
  console.log(
    `| ${name} | ${rest.toFixed(0)} | ${graphql.toFixed(0)} | ${ratio.toFixed(2)} | ${(graphql / rest).toFixed(2)} | ${rounds.join(' ')} |`,
  );
const graphqlTargets = ['game by id', 'version by id', 'console by id', `search "${SEARCH}"`, 'games page (25)'];
const graphqlMet = graphqlVsRest.filter(({ name }) => graphqlTargets.includes(name)).every(({ ratio }) => ratio >= 0.5);
console.log(
  `Target: GraphQL at least 50% of REST's throughput on ${graphqlTargets.join(', ')} — ${graphqlMet ? 'met' : 'MISSED'}`,
);

// Issue 26: a different question each request (bench/distinct.ts), REST against the baseline and
// GraphQL (as a member, with the viewer field the web asks for) against REST, with the response
// cache on and off. The rounds interleave all three app runs, each order rotating.
console.log(
  `\nDistinct questions, ${ROUNDS} interleaved rounds of ${SECONDS} s each; baseline ${baseline.separate ? 'in a process of its own' : "in the bench's process (embedded database)"} (load average now ${load()}):`,
);
console.log(
  '| question | baseline req/s | REST req/s | GraphQL, cache on | GraphQL, cache off | REST / baseline | GraphQL / REST, cache on | GraphQL / REST, cache off | Yoga floor / REST |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
const withViewer = (query: string) => query.replace(/\}\s*$/, ' viewer { id } }');
const distinctMisses: string[] = [];
const floorBelowHalf: string[] = [];
const floorQuestion: BenchRequest = {
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: FLOOR_QUERY }),
};
for (const row of await distinctRows(db)) {
  const graphqlQuestions: BenchRequest[] = row.graphql.map(({ query, variables }) => gql(withViewer(query), variables));
  await check(appPort, row.rest[0]!);
  await check(appPort, graphqlQuestions[0]!);
  const runs = {
    rest: () => distinctThroughput({ url: `http://127.0.0.1:${appPort}`, duration: SECONDS }, row.rest),
    cached: () => distinctThroughput({ url: `http://127.0.0.1:${appPort}`, duration: SECONDS }, graphqlQuestions),
    uncached: () =>
      distinctThroughput({ url: `http://127.0.0.1:${uncachedPort}`, duration: SECONDS }, graphqlQuestions),
    floor: () => measure(floor.port, floorQuestion),
  };
  const base = await distinctThroughput({ url: `http://127.0.0.1:${baseline.port}`, duration: SECONDS }, row.rest);
  const sums = { rest: 0, cached: 0, uncached: 0, floor: 0 };
  const order = ['rest', 'cached', 'uncached', 'floor'] as const;
  for (let round = 0; round < ROUNDS; round++)
    for (let step = 0; step < order.length; step++) {
      const kind = order[(step + round) % order.length]!;
      const result = await runs[kind]();
      if (result.failed) console.log(`  ${row.name}, ${kind}: ${result.failed} failed`);
      sums[kind] += result.rps / ROUNDS;
    }
  const restVsBase = sums.rest / base.rps;
  const onVsRest = sums.cached / sums.rest;
  const offVsRest = sums.uncached / sums.rest;
  const floorVsRest = sums.floor / sums.rest;
  if (floorVsRest < 0.5) floorBelowHalf.push(row.name);
  if (restVsBase < 0.7) distinctMisses.push(`${row.name}: REST / baseline ${restVsBase.toFixed(2)}`);
  if (onVsRest < 0.5 || offVsRest < 0.5)
    distinctMisses.push(`${row.name}: GraphQL / REST ${onVsRest.toFixed(2)} / ${offVsRest.toFixed(2)}`);
  console.log(
    `| ${row.name} | ${base.rps.toFixed(0)} | ${sums.rest.toFixed(0)} | ${sums.cached.toFixed(0)} | ${sums.uncached.toFixed(0)} | ${restVsBase.toFixed(2)} | ${onVsRest.toFixed(2)} | ${offVsRest.toFixed(2)} | ${floorVsRest.toFixed(2)} |`,
  );
}
console.log(
  `Target (issue 26): REST / baseline >= 0.7 and GraphQL / REST >= 0.5 on every distinct row — ${distinctMisses.length ? `MISSED: ${distinctMisses.join('; ')}` : 'met'}`,
);

if (floorBelowHalf.length)
  console.log(
    `Yoga's floor (${FLOOR_QUERY} on a bare Yoga with the app's schema, bench/yoga-floor.ts) answers under half of REST's rate on: ${floorBelowHalf.join(', ')}. There, GraphQL / REST >= 0.5 is out of reach of anything that still runs through Yoga.`,
  );
console.log(`Load average after: ${load()}`);

// Requests autocannon gave up on may still be running; let them finish before the database closes.
await new Promise((resolve) => setTimeout(resolve, 1000));
await baseline.stop();
await floor.stop();
await app.stop();
await uncachedApp.stop();
await services.close();
await uncachedServices.close();
await db.close();
