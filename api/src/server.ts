// Starts Cartridge Vault: config → database → migrations → demo data (embedded only) → HTTP.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';
import { createPubSubFromConfig } from './pubsub-redis.ts';
import { seedDemoDataIfEmpty } from './seed/demo.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const applied = await applyMigrations(db.sql);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
if (!config.DATABASE_URL && config.SEED_DEMO === 'auto') await seedDemoDataIfEmpty(db);

const { pubsub, close: closePubSub } = createPubSubFromConfig(config.REDIS_URL);
const mailer = createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
const app = buildApp({ config, db, mailer, pubsub });
const port = await app.start(config.PORT, config.HOST);
console.log(`Cartridge Vault is listening on http://localhost:${port} (${db.kind} database)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await app.stop().catch((error) => console.error(error));
  await closePubSub();
  // PGlite left open keeps the process alive and risks its data directory.
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
