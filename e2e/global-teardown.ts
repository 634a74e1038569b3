import { rm } from 'node:fs/promises';

/** Removes the run's temporary database directory (never one the caller passed in). */
export default async function globalTeardown() {
  if (process.env.E2E_DATA_DIR_OWNED === '1' && process.env.E2E_DATA_DIR) {
    await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  }
}
