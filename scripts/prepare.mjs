// Brings a checkout to a runnable state, doing only what is stale: install dependencies,
// generate the Prisma client, build the web app. Plain JavaScript: it runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function newest(paths) {
  let latest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules') continue;
        latest = Math.max(latest, newest([path.join(p, entry)]));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

function run(command, env = {}) {
  console.log(`> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

export function installIfStale() {
  const stamp = at('node_modules/.package-lock.json');
  if (!existsSync(stamp) || mtime(stamp) < mtime(at('package-lock.json'))) {
    run('npm ci --no-audit --no-fund');
  }
}

export function generatePrismaClient() {
  const client = at('api/src/generated/prisma/client.ts');
  if (mtime(client) < mtime(at('prisma/schema.prisma'))) {
    // Only `generate` is used, and it needs no native engine; any existing path satisfies the check.
    run('npx prisma generate', { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' });
  }
}

export function buildWebIfStale() {
  const stamp = at('dist/web/.build-stamp');
  const sources = newest([at('web'), at('vite.config.ts'), at('shared'), at('scripts/build'), at('package-lock.json')]);
  if (mtime(stamp) < sources || !existsSync(at('dist/server/entry-server.js'))) {
    run('npx vite build --logLevel warn');
    // The same app for Node (dist/server/entry-server.js): the server renders every page with it.
    run('npx vite build --ssr --logLevel warn');
    writeFileSync(stamp, new Date().toISOString());
  }
}

export function prepare({ web = true } = {}) {
  installIfStale();
  generatePrismaClient();
  if (web) buildWebIfStale();
}

if (process.argv[1] === import.meta.filename) prepare();
