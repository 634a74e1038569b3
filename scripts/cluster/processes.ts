// Child processes of the cluster: started with their output in a log file, stopped with a signal
// and a bounded wait.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export function startLogged(
  command: string,
  args: string[],
  logFile: string,
  options: SpawnOptions = {},
): ChildProcess {
  const out = openSync(logFile, 'a');
  return spawn(command, args, { ...options, stdio: ['ignore', out, out] });
}

export function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends `signal`, waits up to `limitMs`, then SIGKILL. Resolves with how long it took. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', limitMs = 15_000) {
  const started = Date.now();
  if (exited(child)) return { ms: 0, code: child.exitCode, killed: false };
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const inTime = await Promise.race([done.then(() => true), sleep(limitMs).then(() => false)]);
  if (!inTime) {
    child.kill('SIGKILL');
    await done;
  }
  return { ms: Date.now() - started, code: child.exitCode, killed: !inTime };
}

export async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready within ${limitMs / 1000} s`);
}
