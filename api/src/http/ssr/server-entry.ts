import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PipeableStream } from 'react-dom/server';
import { log } from '../../log/logger.ts';
import type { OperationParameters } from './in-process-graphql.ts';

/** The built server entry's interface (web/src/ssr/entry-server.tsx; dist/server/entry-server.js). */
export interface RenderedPage {
  status: number;
  /** The database did not answer the page's queries: sent as a 503, its pending parts left to the browser. */
  unavailable: boolean;
  locale: string;
  theme: string;
  contrast: string;
  stream(callbacks: {
    onShellReady(): void;
    onShellError(error: unknown): void;
    onAllReady(): void;
    onError(error: unknown): void;
  }): PipeableStream;
  pageData(): string;
}
export interface ServerEntry {
  render(
    request: Request,
    options: {
      execute(operation: OperationParameters, variables: Record<string, unknown>): Promise<unknown>;
      nonce: string;
      siteOrigin: string;
    },
  ): Promise<Response | RenderedPage>;
}

export const defaultServerEntry = path.resolve(import.meta.dirname, '../../../../dist/server/entry-server.js');

/** The server entry built beside a web build (dist/server next to dist/web), or the default one. */
export function serverEntryFile(webRoot?: string): string {
  return webRoot ? path.resolve(webRoot, '../server/entry-server.js') : defaultServerEntry;
}

const loaded = new Map<string, Promise<ServerEntry | null>>();

/**
 * The server entry, imported once; null when it was not built (the page is then sent unrendered).
 * The process imports it at start (server.ts): under tsx's loader the 5 MB bundle takes seconds
 * to import, which the first reader would otherwise wait for.
 */
export function loadServerEntry(file = defaultServerEntry): Promise<ServerEntry | null> {
  let entry = loaded.get(file);
  if (!entry) {
    entry = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>).catch((error: unknown) => {
          log.error({ err: error, file }, 'the server entry failed to load: pages are sent unrendered');
          return null;
        })
      : Promise.resolve(null);
    loaded.set(file, entry);
  }
  return entry;
}
