// PostgreSQL and Redis of the cluster, each in a directory of its own under .cluster/ and on its
// own port, as docker-compose.yml runs them (Redis with its memory limit and eviction policy).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLogged, stopProcess, waitFor } from './processes.ts';

/** The `postgres` user's ids, or null when this machine has no such user. */
export function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: it runs as the `postgres` user then, owning its directory. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * Where the `postgres` user can keep the cluster's database: `dir` when it can reach it. A checkout
 * inside a directory only root may enter (a CI job's `mktemp -d`, mode 700) is out of its reach,
 * and initdb fails there; the data then goes under the system's temporary directory, in a folder
 * named after `dir`, so the same checkout finds it again.
 */
export function postgresDataHome(dir: string): string {
  if (process.getuid?.() !== 0) return dir;
  try {
    const [cmd, args] = asPostgres('test', ['-x', path.dirname(dir)]);
    execFileSync(cmd, args, { stdio: 'ignore' });
    return dir;
  } catch {
    const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
    return path.join(os.tmpdir(), `cartridge-vault-cluster-${key}`, path.basename(dir));
  }
}

function chownTree(dir: string, uid: number, gid: number) {
  chownSync(dir, uid, gid);
  for (const name of readdirSync(dir)) {
    const child = path.join(dir, name);
    if (statSync(child).isDirectory()) chownTree(child, uid, gid);
    else chownSync(child, uid, gid);
  }
}

export async function startPostgres(bin: string, wanted: string, port: number, logFile: string) {
  mkdirSync(path.dirname(wanted), { recursive: true });
  const dir = postgresDataHome(wanted);
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const user = postgresUser();
    if (!user)
      throw new Error('PostgreSQL refuses to run as root, and this machine has no postgres user to run it as.');
    chownTree(dir, user.uid, user.gid);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    const [cmd, args] = asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const [cmd, args] = asPostgres(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
    '-c',
    'fsync=off',
  ]);
  const child: ChildProcess = startLogged(cmd, args, logFile);
  const url = `postgresql://postgres@127.0.0.1:${port}/cartridge`;
  const pgIsReady = path.join(bin, 'pg_isready');
  await waitFor('PostgreSQL', async () => {
    try {
      execFileSync(pgIsReady, ['-h', '127.0.0.1', '-p', String(port), '-q']);
      return true;
    } catch {
      return false;
    }
  });
  const psql = path.join(bin, 'psql');
  const exists = execFileSync(psql, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-Atc',
    "SELECT 1 FROM pg_database WHERE datname = 'cartridge'",
  ])
    .toString()
    .trim();
  if (!exists)
    execFileSync(psql, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', 'CREATE DATABASE cartridge']);
  // pg_ctl's fast shutdown (rolls back open transactions, then stops): a signal to runuser would
  // not reach the postmaster.
  const stop = async () => {
    const [ctl, ctlArgs] = asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-s']);
    try {
      execFileSync(ctl, ctlArgs, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    return stopProcess(child, 'SIGINT', 20_000);
  };
  return { url, child, stop, data };
}

export async function startRedis(redisServer: string, dir: string, port: number, logFile: string) {
  mkdirSync(dir, { recursive: true });
  const child = startLogged(
    redisServer,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    logFile,
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitFor('Redis', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  });
  return { url, child, stop: () => stopProcess(child, 'SIGTERM') };
}
