// What a test run builds once and every test file reuses (global-setup.ts builds it): template
// databases and the seed's rendered art, in one directory per run that goes when the run ends.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { PlaceholderArt, PlaceholderArtCache } from '../src/seed/box-art.ts';

/** What a test database starts as: as initdb leaves it, migrated, or migrated and seeded. */
export type TemplateKind = 'empty' | 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory for shared artefacts. */
    testRunDir: string;
    /** PGlite data-directory tarballs (`dumpDataDir`), by kind; over PostgreSQL only the empty one. */
    pgliteTemplates: Partial<Record<TemplateKind, string>>;
    /** With TEST_DATABASE_URL: template database names. */
    postgresTemplates: Record<Exclude<TemplateKind, 'empty'>, string> | null;
  }
}

/** This run's directory; undefined without global-setup.ts or outside vitest (a script). */
export function runDirectory(): string | undefined {
  try {
    return inject('testRunDir') || undefined;
  } catch {
    return undefined;
  }
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
      // Whole or not at all: another worker may read it at any moment.
      const partial = `${file(key)}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify({ ...art, data: art.data.toString('base64') }));
      await rename(partial, file(key));
    },
  };
}
