import { rmSync } from 'node:fs';

/**
 * Removes the run's temporary database directory (never one the caller passed in). Playwright
 * runs this before it stops the web server, which may still be writing there (a recursive
 * removal then fails with ENOTEMPTY), so the directory goes when the runner exits, after the
 * server has been stopped.
 */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_DATA_DIR_OWNED !== '1' || !dir) return;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
}
