// A throwaway PostgreSQL cluster for `npm run outage`: initdb in a temporary directory, its own
// port and socket directory, so freezing or killing it never touches the machine's shared server.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  /** postgresql:// URL of the `outage` database. */
  url: string;
  /** Starts the server and waits until it accepts connections (after a kill: crash recovery). */
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** SIGKILL to the postmaster and every backend, as a crash or an OOM kill would. */
  kill(): void;
  remove(): void;
}

function binDirectory(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('No PostgreSQL server binaries found: install postgresql or set PG_BIN.');
  return found;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The postmaster and its children (backends, checkpointer, WAL writer...). */
function clusterPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Gone already.
    }
  }
}

export async function createCluster(): Promise<Cluster> {
  const bin = binDirectory();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-outage-'));
  const dataDir = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]] : [path.join(bin, name), args];
  const run = (name: string, args: string[]) =>
    execFileSync(...command(name, args), { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  // Asynchronous where the load keeps running meanwhile: a blocked event loop would time the wait.
  const runAsync = (name: string, args: string[]) => promisify(execFile)(...command(name, args), { cwd: dir });
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  let frozen: number[] = [];
  const cluster: Cluster = {
    url: `postgresql://postgres@127.0.0.1:${port}/outage`,
    async start() {
      await runAsync('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'postgres.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
    },
    freeze() {
      frozen = clusterPids(dataDir);
      signal(frozen, 'SIGSTOP');
    },
    thaw() {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    kill() {
      signal(clusterPids(dataDir), 'SIGKILL');
    },
    remove() {
      signal(frozen, 'SIGCONT');
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-qc', 'CREATE DATABASE outage']);
  return cluster;
}
