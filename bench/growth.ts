// `npm run bench:growth`: does the catalogue's read speed stay flat as the catalogue grows? The
// same routes against one database per size (500, 10k, 100k and 1M games by default), each seeded
// once with `npm run seed:large -- --games N` and reused:
//
//   for n in 500 10000 100000 1000000; do createdb -h 127.0.0.1 -U postgres cv_growth_$n; \
//     DATABASE_URL=postgres://postgres@127.0.0.1:5432/cv_growth_$n npm run seed:large -- --games $n; done
//   GROWTH_DATABASE_URL='postgres://postgres@127.0.0.1:5432/cv_growth_{size}' npm run bench:growth
//
// `{size}` in GROWTH_DATABASE_URL is replaced by each entry of GROWTH_SIZES (default
// 500,10000,100000,1000000); GROWTH_ROUTES=search,list runs only the routes named so. Every size
// has its own server; the sizes take turns route by route and round by round (GROWTH_ROUNDS,
// default 2, the best round counts), so load from elsewhere on the machine falls on all of them
// alike. The load average is printed with every round.
//
// REST routes answer from the facade's own SQL; the GraphQL list and detail ask for `viewer` too,
// as the web's screens do, which keeps them out of the catalogue response cache: what is timed is
// the database path, not a cache hit.
import os from 'node:os';
import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { createTestUser } from '../api/test/accounts.ts';
import { encodeGameCursor } from '../api/src/catalogue/game-cursor.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.GROWTH_ROUNDS ?? 2);
const SIZES = (process.env.GROWTH_SIZES ?? '500,10000,100000,1000000').split(',');
const URL_TEMPLATE = process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cv_growth_{size}';
const FLAT = 0.2;

type BenchRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

interface Target {
  size: string;
  games: number;
  port: number;
  routes: Map<string, BenchRequest>;
  close: () => Promise<void>;
}

const LIST = 'databaseId title console { name } versions { region }';

/** A cursor 90 % of the way down the title order: a page deep in the list, reached by seeking. */
async function deepTitleCursor(db: Database, games: number): Promise<string> {
  const [row] = await db.sql.query<{ id: number; title: string; released: string | null; added: string }>(
    `SELECT id, title, to_char("firstReleaseDate", 'YYYY-MM-DD') AS released,
       to_char("createdAt", 'YYYY-MM-DD HH24:MI:SS.MS') AS added
     FROM "Game" ORDER BY title, id OFFSET $1 LIMIT 1`,
    [Math.floor(games * 0.9)],
  );
  return encodeGameCursor({ order: 'TITLE', rank: null, ...row! });
}

async function startTarget(size: string): Promise<Target> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: URL_TEMPLATE.replace('{size}', size),
    NODE_ENV: 'production',
    REST_RATE_LIMIT_PER_SECOND: '0',
    GRAPHQL_RATE_LIMIT_COST_PER_SECOND: '0',
  });
  // As api/src/server.ts does: migrations on a pool without timeouts, the app on one with them.
  const setup = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await applyMigrations(setup.sql);
  await setup.sql.exec(
    'VACUUM (ANALYZE) "Game", "GameWordStart", "Version", "GameCompany", "VersionCompany", "Company", "Console"',
  );
  // Read without the request timeouts: counting 1M games and seeking 900,000 rows for the cursor.
  const games = await setup.prisma.game.count();
  const game = await setup.prisma.game.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  if (!game) throw new Error(`${config.DATABASE_URL}: no games; run seed:large on it first`);
  const deepCursor = await deepTitleCursor(setup, games);
  await setup.close();
  const db = await openDatabase({
    url: config.DATABASE_URL,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
  });
  const app = buildApp(createServices(config, db));
  const port = await app.start(0, '127.0.0.1');
  const member = await createTestUser(db, `growth_${Date.now().toString(36)}`);
  const gql = (query: string, variables: Record<string, unknown> = {}): BenchRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: JSON.stringify({ query, variables }),
  });
  // What the games screen asks: `count` (exact when small, else an estimate), not `totalCount`,
  // which counts every match exactly and is there for integrators who need it.
  const page = `query P($after: String) { viewer { id } games(first: 24, after: $after) { count { value kind } edges { node { ${LIST} } } pageInfo { endCursor } } }`;
  const routes = new Map<string, BenchRequest>([
    ['list, first page (REST)', get('/api/v1/games?start=0&length=25')],
    ['list, first page (GraphQL)', gql(page)],
    ['list, deep page by cursor (GraphQL)', gql(page, { after: deepCursor })],
    ['search "dragon quest" (REST)', get('/api/v1/games/search?name=dragon%20quest')],
    ['search "dr" (REST)', get('/api/v1/games/search?name=dr')],
    ['search "d" (REST)', get('/api/v1/games/search?name=d')],
    // A word start that no title starts with: ranked through GameWordStart, not the title prefix.
    ['search "q" (REST)', get('/api/v1/games/search?name=q')],
    [
      'search "dr" (GraphQL)',
      gql(`query S($s: String) { viewer { id } games(first: 24, search: $s) { edges { node { ${LIST} } } } }`, {
        s: 'dr',
      }),
    ],
    [
      'search "d" with its count (GraphQL)',
      gql(
        `query S($s: String) { viewer { id } games(first: 24, search: $s) { count { value kind } edges { node { ${LIST} } } } }`,
        { s: 'd' },
      ),
    ],
    ['game by id (REST)', get(`/api/v1/games/${game.id}`)],
    [
      'game detail (GraphQL)',
      gql(`query G($id: Int!) { viewer { id } game(databaseId: $id) { ${LIST} } }`, { id: game.id }),
    ],
  ]);
  return {
    size,
    games,
    port,
    routes,
    close: async () => {
      await app.stop();
      await db.close();
    },
  };
}

function get(path: string): BenchRequest {
  return { method: 'GET', path };
}

async function check(port: number, request: BenchRequest): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${request.path}`, request);
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"'))
    throw new Error(`${request.method} ${request.path}: ${response.status} ${text.slice(0, 300)}`);
}

async function measure(port: number, request: BenchRequest) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    warmup: { connections: CONNECTIONS, duration: 1 },
    requests: [request],
  } as autocannon.Options); // @types/autocannon lacks `warmup`
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const targets: Target[] = [];
for (const size of SIZES) targets.push(await startTarget(size));
// GROWTH_ROUTES: only the routes whose name contains one of these (comma-separated) words.
const only = process.env.GROWTH_ROUTES?.split(',');
const routeNames = [...targets[0]!.routes.keys()].filter((name) => !only || only.some((word) => name.includes(word)));
for (const target of targets) for (const name of routeNames) await check(target.port, target.routes.get(name)!);

console.log(
  `Growth benchmark ${new Date().toISOString().slice(0, 16)} UTC: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per cell after 1 s of warm-up, ${ROUNDS} rounds`);
// best[route][size]: the round with the most requests per second (load elsewhere only slows).
const best = new Map<string, Map<string, { rps: number; p99: number; failed: number }>>();
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`round ${round}: load average ${load()}`);
  for (const name of routeNames) {
    // Sizes in a different order each round, so no size always runs first after a route change.
    const order = round % 2 ? targets : [...targets].reverse();
    for (const target of order) {
      const figures = await measure(target.port, target.routes.get(name)!);
      const cells = best.get(name) ?? new Map();
      best.set(name, cells);
      const previous = cells.get(target.size);
      if (!previous || figures.rps > previous.rps) cells.set(target.size, figures);
    }
  }
}
console.log(`load average after: ${load()}\n`);

const header = targets.map((t) => `${t.games.toLocaleString('en')} games`);
console.log(`| route | ${header.join(' | ')} | largest / smallest |`);
console.log(`|---|${header.map(() => '---').join('|')}|---|`);
const notFlat: string[] = [];
for (const name of routeNames) {
  const cells = targets.map((t) => best.get(name)!.get(t.size)!);
  const ratio = cells.at(-1)!.rps / cells[0]!.rps;
  if (ratio < 1 - FLAT) notFlat.push(name);
  const failed = cells.some((c) => c.failed > 0) ? ' (failures)' : '';
  console.log(
    `| ${name} | ${cells.map((c) => `${c.rps.toFixed(0)} req/s, p99 ${c.p99} ms`).join(' | ')} | ${ratio.toFixed(2)}${failed} |`,
  );
}
console.log(
  `\nTarget: every route within ${FLAT * 100} % of the smallest catalogue's throughput — ${notFlat.length ? `MISSED on ${notFlat.join(', ')}` : 'met'}`,
);
for (const target of targets) await target.close();
