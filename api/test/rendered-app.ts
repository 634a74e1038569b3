import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createServices } from '../src/services.ts';
import type { AppServices } from '../src/context.ts';
import { buildApp, type App } from '../src/app.ts';
import { defaultServerEntry } from '../src/http/ssr/server-entry.ts';
import { TERMS_VERSION } from '../../web/src/terms/terms-version.ts';
import { createTestDatabase } from './database.ts';

/** Server rendering needs the built server entry (`npm run build:web`); suites skip without it. */
export const serverEntryBuilt = existsSync(defaultServerEntry);

/** The cookies of a reader who agreed to the terms: without them a page is the terms dialog. */
export const AGREED = `pref_agreedToToS=true; pref_ToSVersion=${TERMS_VERSION}`;

export interface RenderedApp {
  db: Database;
  services: AppServices;
  app: App;
  base: string;
}

/** A web root holding a minimal index.html for the server entry to render into; remove it after. */
export async function minimalWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cv-ssr-'));
  await writeFile(
    path.join(root, 'index.html'),
    // With an inline script, as the build's index.html has (its theme script).
    '<!doctype html><html lang="en" data-theme="dark"><head><title>Cartridge Vault</title>' +
      '<script>document.documentElement.dataset.ready = "1"</script></head><body><div id="root"></div></body></html>',
  );
  return root;
}

/**
 * An app that renders pages (the built server entry, into a minimal index.html) on a fresh seeded
 * database, for one test file. Read the fields inside tests, not at import time.
 */
export function useRenderedApp(env: Record<string, string> = {}): RenderedApp {
  const context = {} as RenderedApp & { root: string };
  beforeAll(async () => {
    if (!serverEntryBuilt) return;
    context.root = await minimalWebRoot();
    context.db = await createTestDatabase({ seeded: true });
    const config = loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: 'https://cartridgevault.test', ...env });
    context.services = createServices(config, context.db);
    context.app = buildApp(context.services, { webRoot: context.root, serverEntry: defaultServerEntry });
    context.base = `http://127.0.0.1:${await context.app.start(0)}`;
  });
  afterAll(async () => {
    if (!serverEntryBuilt) return;
    await context.app.stop();
    await context.db.close();
    await rm(context.root, { recursive: true, force: true });
  });
  return context;
}
