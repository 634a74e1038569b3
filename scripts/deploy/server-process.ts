// The started image's process, as deploy:check watches it: up once /healthz answers, failed the
// moment it exits on its own (the ENOENT that prompted deploy:check ended the process after
// migrating).
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A fresh database migrates first; on a loaded machine that takes a while. */
const START_LIMIT_MS = 120_000;

export interface Exit {
  /** null: still running when the wait ended. */
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function untilExit(child: ChildProcess, limitMs: number): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ code: null, signal: null }), limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

export async function waitForHealth(child: ChildProcess, base: string): Promise<void> {
  let exited: Exit | undefined;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it answered (code ${exited.code}, signal ${exited.signal})`);
    const status = await fetch(`${base}/healthz`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return;
    await sleep(500);
  }
  throw new Error(`/healthz did not answer 200 within ${START_LIMIT_MS / 1000} s`);
}
