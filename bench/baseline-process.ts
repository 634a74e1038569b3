// The baseline server (baseline.ts) in a process of its own, so it does not share the app's event
// loop, heap or garbage collector: `startBaselineProcess` forks this file, which opens its own pool
// on DATABASE_URL and reports its port over IPC. The embedded database lives in one process only,
// so without DATABASE_URL the bench runs the baseline in its own process instead (and says so).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { startBaseline, type Baseline } from './baseline.ts';

export async function startBaselineProcess(
  db: Database,
  options: { databaseUrl?: string; siteOrigin: string },
): Promise<Baseline & { separate: boolean }> {
  if (!options.databaseUrl) return { ...(await startBaseline(db, options)), separate: false };
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: options.databaseUrl, SITE_ORIGIN: options.siteOrigin },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the baseline process exited (${code}) before listening`)));
  });
  return {
    port,
    separate: true,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[2] === 'serve' && process.send) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
  const db = await openDatabase({ url: config.DATABASE_URL });
  const baseline = await startBaseline(db, { databaseUrl: config.DATABASE_URL, siteOrigin: config.SITE_ORIGIN });
  process.send({ port: baseline.port });
  process.once('SIGTERM', () => {
    void baseline
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
