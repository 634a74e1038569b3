// Starts Cartridge Vault: config → database → migrations → demo data (embedded only) → HTTP.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { backfillDerivedKeys } from './db/backfill.ts';
import { createServices } from './services.ts';
import { seedDemoDataIfEmpty } from './seed/demo.ts';
import { buildApp } from './app.ts';
import { startRequestResolver } from './requests/resolver-job.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { startDumpSchedule } from './dumps/dump-schedule.ts';
import { createDeliveryWorker } from './webhooks/delivery-worker.ts';
import { log, setLogLevel } from './log/logger.ts';
import { loadServerEntry, serverEntryFile } from './http/ssr/server-entry.ts';

const config = loadConfig();
setLogLevel(config.LOG_LEVEL);
const webRoot = config.WEB_ROOT && path.resolve(config.WEB_ROOT);
// Pages are rendered by the built server entry: imported while the database is prepared, so no
// request waits for it (a failed import is logged, and pages are then sent unrendered).
void loadServerEntry(serverEntryFile(webRoot));
// Migrations and backfills may run statements longer than a request may: they run before the
// connect and statement timeouts apply, on a pool of their own (PostgreSQL) that closes after.
const setup = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const applied = await applyMigrations(setup.sql);
if (applied.length) log.info({ migrations: applied }, 'applied migrations');
const backfilled = await backfillDerivedKeys(setup.sql);
if (backfilled) log.info({ games: backfilled }, 'filled the title key of games');
if (!config.DATABASE_URL && config.SEED_DEMO === 'auto')
  await seedDemoDataIfEmpty(setup, { adminPassword: config.SEED_ADMIN_PASSWORD });
const db = config.DATABASE_URL
  ? await setup.close().then(() =>
      openDatabase({
        url: config.DATABASE_URL,
        timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
      }),
    )
  : setup;

const services = createServices(config, db);
const app = buildApp(services, { webRoot });
const port = await app.start(config.PORT, config.HOST);
log.info({ port, database: db.kind }, `Cartridge Vault is listening on http://localhost:${port}`);
const metrics =
  config.METRICS_PORT === undefined
    ? null
    : await startMetricsServer(app.metrics, config.METRICS_PORT, config.METRICS_HOST);
if (metrics) log.info({ url: `http://${config.METRICS_HOST}:${metrics.port}/metrics` }, 'metrics listening');
const resolver =
  config.REQUEST_RESOLVER_INTERVAL_SECONDS > 0
    ? startRequestResolver(services, config.REQUEST_RESOLVER_INTERVAL_SECONDS * 1000)
    : null;
const dumps =
  config.DUMP_INTERVAL_HOURS > 0
    ? startDumpSchedule(db, config.dumpDir, { intervalHours: config.DUMP_INTERVAL_HOURS, keep: config.DUMP_KEEP })
    : null;
const webhooks =
  config.WEBHOOK_WORKERS > 0
    ? createDeliveryWorker(db, {
        lanes: config.WEBHOOK_WORKERS,
        batchSize: config.WEBHOOK_BATCH_SIZE,
        pollMs: config.WEBHOOK_POLL_MS,
        allowPrivateAddresses: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      })
    : null;
webhooks?.start();

// `docker stop` (and compose, and most orchestrators) sends SIGKILL 10 s after SIGTERM: requests
// under way get most of that to finish, the rest closes what is left, and the process leaves
// before the kill whatever hangs.
const DRAIN_LIMIT_MS = 7_000;
const EXIT_LIMIT_MS = 9_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'draining (/readyz answers 503; requests under way finish)');
  setTimeout(() => {
    log.error(`still shutting down after ${EXIT_LIMIT_MS / 1000} s: exiting`);
    process.exit(1);
  }, EXIT_LIMIT_MS).unref();
  const drained = await Promise.race([
    app.drain().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_LIMIT_MS).unref()),
  ]);
  if (!drained) log.warn(`connections still open after ${DRAIN_LIMIT_MS / 1000} s: closing them`);
  await app.stop().catch((error: unknown) => log.error({ err: error }, 'stop failed'));
  await metrics?.stop();
  await resolver?.stop();
  await dumps?.stop();
  await webhooks?.stop();
  await services.close();
  // PGlite left open keeps the process alive and risks its data directory.
  await db.close();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
