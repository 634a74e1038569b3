import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PipeableStream } from 'react-dom/server';
import type { OperationParameters } from './in-process-graphql.ts';

/** The built server entry's interface (web/src/ssr/entry-server.tsx; dist/server/entry-server.js). */
export interface RenderedPage {
  status: number;
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

const loaded = new Map<string, Promise<ServerEntry | null>>();

/** The server entry, imported once; null when it was not built (the page is then sent unrendered). */
export function loadServerEntry(file = defaultServerEntry): Promise<ServerEntry | null> {
  let entry = loaded.get(file);
  if (!entry) {
    entry = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<ServerEntry>) : Promise.resolve(null);
    loaded.set(file, entry);
  }
  return entry;
}
