import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createServices } from '../api/src/services.ts';
import { buildApp } from '../api/src/app.ts';
import { startBaseline } from './baseline.ts';
const config = loadConfig({ ...process.env, NODE_ENV: 'production', REST_RATE_LIMIT_PER_SECOND: process.env.RL ?? '0' });
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const services = createServices(config, db);
const app = buildApp(services);
const port = await app.start(0, '127.0.0.1');
const baseline = await startBaseline(db, { databaseUrl: config.DATABASE_URL, siteOrigin: config.SITE_ORIGIN });
const paths = (process.env.PATHS ?? '/api/v1/consoles/1').split(',');
for (let round = 0; round < 2; round++) for (const path of paths) for (const [name, p] of [['baseline', baseline.port], ['rest', port]] as const) {
  const before = process.cpuUsage();
  const t0 = performance.now();
  const r = await autocannon({ url: `http://127.0.0.1:${p}${path}`, connections: 10, amount: Number(process.env.N ?? 3000), workers: 1 } as any);
  const cpu = process.cpuUsage(before);
  const n = r.requests.total;
  console.log(name.padEnd(8), path, 'rps', r.requests.average, 'cpu µs/req', ((cpu.user + cpu.system) / n).toFixed(0), 'wall', (performance.now() - t0).toFixed(0));
}
await baseline.stop(); await app.stop(); await services.close(); await db.close();
