// The integration suite on real PostgreSQL (a fresh database per test file, copied from a
// migrated template) with Redis-backed pub/sub across instances.
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
console.log(`\n> vitest run (PostgreSQL at ${env.TEST_DATABASE_URL}, Redis at ${env.TEST_REDIS_URL})`);
execSync('npx vitest run', { cwd: root, stdio: 'inherit', env });
