// One app instance of the cluster, started as the image starts it: the Dockerfile's final stage's
// CMD and ENV (read from the Dockerfile, as deploy:check does), here from this checkout (its built
// dist/ and installed node_modules) rather than a replayed image, so a restart takes seconds. Run
// with the image's Node release (from the npm registry), whose type stripping the CMD relies on.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { imageNodeMajor, parseDockerfile } from '../deploy/dockerfile.ts';
import { nodeFromNpm, pathWithNode } from '../deploy/node-from-npm.ts';
import { exited, startLogged, stopProcess, waitFor } from './processes.ts';

export function imageCommand(repo: string): {
  cmd: string[];
  env: Record<string, string>;
  workdir: string;
  node: string;
} {
  const final = parseDockerfile(readFileSync(path.join(repo, 'Dockerfile'), 'utf8')).at(-1)!;
  if (!final.cmd) throw new Error('The Dockerfile has no CMD');
  return { cmd: final.cmd, env: final.env, workdir: final.workdir, node: nodeFromNpm(imageNodeMajor(final.image)) };
}

export class AppInstance {
  child: ChildProcess | null = null;
  readonly name: string;
  readonly port: number;
  private readonly repo: string;
  private readonly dataDir: string;
  private readonly logFile: string;
  private readonly env: Record<string, string>;
  constructor(name: string, port: number, repo: string, dataDir: string, logFile: string, env: Record<string, string>) {
    this.name = name;
    this.port = port;
    this.repo = repo;
    this.dataDir = dataDir;
    this.logFile = logFile;
    this.env = env;
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once /readyz answers 200. */
  async start(): Promise<number> {
    const started = Date.now();
    const image = imageCommand(this.repo);
    const [command, ...args] = image.cmd;
    this.child = startLogged(command!, args, this.logFile, {
      cwd: this.repo,
      env: {
        ...process.env,
        PATH: pathWithNode(image.node),
        ...image.env,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        ...this.env,
      },
    });
    const child = this.child;
    await waitFor(
      `${this.name}`,
      async () => {
        if (exited(child)) throw new Error(`${this.name} exited (code ${child.exitCode})`);
        return (await fetch(`${this.base}/readyz`)).status === 200;
        // A start under load on a busy host (compiling the TypeScript, connecting) can take minutes.
      },
      300_000,
    );
    return Date.now() - started;
  }

  /**
   * Resolves once /readyz answers 200 within a second on a new connection, as a readiness probe
   * with Kubernetes' default 1 s timeout counts an instance ready: a replica with a long accept
   * queue answers late, and stopping the other replica then would leave nobody to take the load
   * (what that queue holds is reset). A new connection each time, as nginx opens for each request:
   * a kept-alive one skips the accept queue (the first version of this check did, and passed while
   * 1,800 connections waited). Returns how long it waited.
   */
  async settled(limitMs = 120_000): Promise<number> {
    const started = Date.now();
    await waitFor(
      `${this.name} (answering /readyz within 1 s)`,
      () => probeOnNewConnection(`${this.base}/readyz`),
      limitMs,
    );
    return Date.now() - started;
  }

  /** SIGTERM (the instance drains), and how long until it exited. */
  async stop() {
    if (!this.child) return { ms: 0, code: 0, killed: false };
    const result = await stopProcess(this.child, 'SIGTERM', 15_000);
    this.child = null;
    return result;
  }
}

/** True when `url` answers 200 within a second on a connection of its own. */
function probeOnNewConnection(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}
