// `npm run deploy:check`: the Dockerfile's image, built and started without Docker. The build stage
// runs on the repository as committed (git archive of HEAD, so an uncommitted file cannot hide a
// missing one), the final stage is laid out exactly as its COPY lines say, and its CMD starts with
// its ENV (image paths mapped) against a fresh PostgreSQL database and Redis, as in
// docker-compose.yml. Then the probes (probe.ts), then SIGTERM and a clean exit. Exits 1 on any
// failure; the temporary directories and the database are removed either way.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { imageNodeMajor, parseDockerfile } from './dockerfile.ts';
import { mapImagePaths, onHost, replayStage, stageEnv, type StageFs } from './replay.ts';
import { probe, type ProbeResult } from './probe.ts';
import { nodeFromNpm, pathWithNode } from './node-from-npm.ts';
import { untilExit, waitForHealth } from './server-process.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** What the operator's orchestrator allows between SIGTERM and SIGKILL here (docs/deployment.md). */
const DRAIN_LIMIT_MS = 10_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[deploy:check ${elapsed()}] ${line}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The build context: HEAD's files, less what .dockerignore names (plain names only, as it has). */
function buildContext(dir: string) {
  mkdirSync(dir, { recursive: true });
  execSync(`git archive --format=tar HEAD | tar -x -C ${JSON.stringify(dir)}`, { cwd: repo, stdio: 'inherit' });
  const ignored = readFileSync(path.join(repo, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const entry of ignored) {
    if (/[*?![\]]/.test(entry)) throw new Error(`deploy:check reads plain .dockerignore names only: ${entry}`);
    rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `cv_deploy_check_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  log(`created database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    log(`dropped database ${name}`);
  }
}

async function main(): Promise<boolean> {
  const stages = parseDockerfile(readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
  const final = stages.at(-1)!;
  if (!final.cmd) throw new Error('The final stage has no CMD');
  const major = imageNodeMajor(final.image);
  const node = nodeFromNpm(major);
  log(`Node ${major} (${final.image}) from the npm registry: ${node}`);

  const work = mkdtempSync(path.join(os.tmpdir(), 'cv-deploy-check-'));
  let server: ChildProcess | undefined;
  try {
    const context = path.join(work, 'context');
    buildContext(context);
    log(`build context: git archive HEAD (${execSync('git rev-parse --short HEAD', { cwd: repo }).toString().trim()})`);
    const named = new Map<string, StageFs>();
    let finalFs: StageFs | undefined;
    for (const [index, stage] of stages.entries()) {
      const fs: StageFs = { stage, root: path.join(work, `stage-${index}`) };
      log(`stage ${index}${stage.name ? ` (${stage.name})` : ''}: FROM ${stage.image}`);
      replayStage(fs, { context, named, path: pathWithNode(node), log });
      if (stage.name) named.set(stage.name, fs);
      finalFs = fs;
    }
    // Only the final stage is the image: moved away, nothing of the other stages is reachable from
    // it (renaming is instant; removing a node_modules is not, and waits for the end).
    for (const fs of named.values()) if (fs !== finalFs) renameSync(fs.root, `${fs.root}-moved`);

    return await withDatabase(async (databaseUrl) => {
      const port = await freePort();
      const env = stageEnv(finalFs!, {
        PATH: pathWithNode(node),
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
      });
      const [command, ...args] = final.cmd!.map((arg) => mapImagePaths(finalFs!, arg));
      log(`CMD ${final.cmd!.join(' ')} (PORT=${port}, DATABASE_URL=${databaseUrl}, REDIS_URL=${redisUrl})`);
      server = spawn(command!, args, {
        cwd: onHost(finalFs!, final.workdir),
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(server, base);
      log('listening; probing');
      const results: ProbeResult[] = await probe(base);
      const stopAt = Date.now();
      server.kill('SIGTERM');
      const exit = await untilExit(server, DRAIN_LIMIT_MS);
      // Still running: the finally below kills it.
      if (exit.code !== null || exit.signal !== null) server = undefined;
      results.push({
        name: 'SIGTERM',
        ok: exit.code === 0,
        detail:
          exit.code === null
            ? `still running after ${DRAIN_LIMIT_MS / 1000} s`
            : `exit ${exit.code} in ${Date.now() - stopAt} ms`,
      });
      console.log('\ndeploy:check');
      for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
      console.log(`  ${elapsed()} in all\n`);
      return results.every((result) => result.ok);
    });
  } finally {
    if (server) {
      server.kill('SIGKILL');
      await untilExit(server, 5000);
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(`deploy:check failed after ${elapsed()}:`, error);
    process.exit(1);
  },
);
