import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { startBaseline } from './baseline.ts';
const config = loadConfig({ ...process.env, NODE_ENV: 'production', REST_RATE_LIMIT_PER_SECOND: '0' });
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const services = createServices(config, db);
const app = buildApp(services);
const port = await app.start(0, '127.0.0.1');
const baseline = await startBaseline(db, { databaseUrl: config.DATABASE_URL, siteOrigin: config.SITE_ORIGIN });
const path = '/api/v1/games/search?name=dragon%20quest';
for (const [name, p, c, rate] of [['rest', port, 10, 300], ['base', baseline.port, 10, 300], ['rest', port, 10, 0], ['rest', port, 4, 300], ['rest', port, 10, 300]] as const) {
  const r = await autocannon({ url: `http://127.0.0.1:${p}${path}`, connections: c, duration: 8, workers: 1, ...(rate ? { overallRate: rate } : {}) } as any);
  console.log(name, 'conns', c, 'rate', rate, 'served', r.requests.average, 'p50', r.latency.p50, 'p90', r.latency.p90, 'p99', r.latency.p99, 'max', r.latency.max);
}
await new Promise((r) => setTimeout(r, 500));
await baseline.stop(); await app.stop(); await services.close(); await db.close();
