// `npm run bench`: load numbers for the catalogue's hot paths against a real server.
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data/bench);
// seed it first with `npm run seed:large -- --games 100000`. Traffic stays on 127.0.0.1 and
// every scenario is bounded in time.
import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { applyMigrations } from '../api/src/db/migrate.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';

const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data/bench', NODE_ENV: 'production' });
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await applyMigrations(db.sql);
const games = await db.prisma.game.count();
const sample = await db.prisma.game.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
if (!sample) {
  console.error('No games: run `npm run seed:large -- --games 100000` first (same DATA_DIR / DATABASE_URL).');
  process.exit(1);
}
const services = createServices(config, db);
const app = buildApp(services);
const port = await app.start(0, '127.0.0.1');

const gql = (query: string, variables: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

const scenarios = [
  { name: 'games page (20, console + versions)', ...gql('{ games(first: 20) { edges { node { title console { name } versions { title region releaseDate } } } } }') },
  { name: 'search "dragon quest"', ...gql('query S($s: String) { games(first: 20, search: $s) { edges { node { title } } } }', { s: 'dragon quest' }) },
  { name: 'game detail', ...gql('query G($id: Int!) { game(databaseId: $id) { title developers { name } versions { title frontImage { url } publishers { name } } } }', { id: sample.id }) },
  { name: 'random games (10)', ...gql('{ randomGames { title } }') },
  { name: 'healthz', method: 'GET' as const, path: '/healthz' },
];

console.log(`Benchmark: ${games} games, ${db.kind} database, 10 connections, 8 s per scenario\n`);
console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
for (const { name, ...request } of scenarios) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: 8, requests: [request] });
  console.log(`| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`);
}
await app.stop();
await services.close();
await db.close();
