// Things a test run builds once and every test file reuses: migrated and seeded template
// databases, the seed's rendered art. global-setup.ts makes one directory per run; the first
// file that needs a thing builds it there while files needing it at the same moment wait, and
// the directory goes when the run ends. Building lazily keeps a run of component tests alone
// from paying for databases it never opens.
import { existsSync, mkdirSync, readFileSync, renameSync, watch, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { PlaceholderArt, PlaceholderArtCache } from '../src/seed/box-art.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory for shared artefacts; see run-cache.ts. */
    testRunDir: string;
  }
}

/** This run's directory, or undefined when vitest runs without global-setup.ts. */
export function runDirectory(): string | undefined {
  return inject('testRunDir') || undefined;
}

/** Writes a file whole or not at all: other workers may read it at any moment. */
export function writeFileAtomically(file: string, data: Uint8Array | string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

const builtHere = new Map<string, Promise<void>>();

/**
 * Runs `build` once per test run under `name`: in the first worker that asks, while the others
 * wait for it to finish (or fail). Without a run directory every process builds its own.
 */
export function oncePerRun(name: string, build: () => Promise<void>): Promise<void> {
  let pending = builtHere.get(name);
  if (!pending) {
    pending = claimOrWait(name, build);
    builtHere.set(name, pending);
  }
  return pending;
}

async function claimOrWait(name: string, build: () => Promise<void>): Promise<void> {
  const dir = runDirectory();
  if (!dir) return build();
  const done = path.join(dir, `${name}.done`);
  const failed = path.join(dir, `${name}.failed`);
  if (existsSync(done)) return;
  try {
    // mkdir is atomic: exactly one worker gets to build.
    mkdirSync(path.join(dir, `${name}.lock`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return waitFor(dir, done, failed, name);
  }
  try {
    await build();
    writeFileAtomically(done, '');
  } catch (error) {
    writeFileAtomically(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

/** Resolves once `done` exists, rejects once `failed` does: woken by file events, no polling. */
function waitFor(dir: string, done: string, failed: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Watch first, then look: a file made in between is seen either way.
    const watcher = watch(dir);
    const look = () => {
      if (existsSync(done)) {
        watcher.close();
        resolve();
      } else if (existsSync(failed)) {
        watcher.close();
        reject(new Error(`Building ${name} failed in another test file:\n${readFileSync(failed, 'utf8')}`));
      }
    };
    watcher.on('change', look);
    watcher.on('error', (error) => {
      watcher.close();
      reject(error);
    });
    look();
  });
}

/** Rendered placeholder art kept as files in the run directory, shared by every worker. */
export function runArtCache(dir: string): PlaceholderArtCache {
  const folder = path.join(dir, 'art');
  const file = (key: string) => path.join(folder, `${key}.json`);
  return {
    async get(key) {
      try {
        const kept = JSON.parse(await readFile(file(key), 'utf8')) as Omit<PlaceholderArt, 'data'> & { data: string };
        return { ...kept, data: Buffer.from(kept.data, 'base64') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async set(key, art) {
      await mkdir(folder, { recursive: true });
      const partial = `${file(key)}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify({ ...art, data: art.data.toString('base64') }));
      await rename(partial, file(key));
    },
  };
}
