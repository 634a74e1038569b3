// api/src and web/src stay on the libraries' public APIs (scripts/library-boundary.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource } from './library-boundary.ts';

const root = join(import.meta.dirname, '..');
const skipped = /(^|\/)(generated|__generated__|locales)(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skipped.test(relative(root, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests read GraphQL answers' __typename and stub their own fakes: the app's code is what ships.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the library boundary', () => {
  it('api/src and web/src use no private member, replace no library member and load no second module copy', () => {
    const files = [...sourceFiles(join(root, 'api/src')), ...sourceFiles(join(root, 'web/src'))];
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => scanSource(relative(root, file), readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });

  // The code issue 25 removed, as it was: each must be found.
  it('finds a private field of ws', () => {
    const old = `import type { WebSocket } from 'ws';
function writeFrames(socket: WebSocket) {
  const raw = (socket as unknown as { _socket?: { cork(): void } })._socket;
  raw?.cork();
}`;
    expect(scanSource('old.ts', old).map((f) => f.rule)).toEqual(['private-member']);
  });

  it('finds a replaced method of a library object', () => {
    const old = `import type { WebSocketServer, WebSocket } from 'ws';
export function share(wsServer: WebSocketServer): void {
  wsServer.on('connection', (socket: WebSocket) => {
    const send = socket.send.bind(socket);
    socket.send = ((data: unknown) => send(data)) as WebSocket['send'];
  });
}`;
    expect(scanSource('old.ts', old).map((f) => f.rule)).toEqual(['reassigned-library-member']);
  });

  it('finds a reassigned export, a patched prototype and a second copy through createRequire', () => {
    const old = `import * as graphql from 'graphql';
import { createRequire } from 'node:module';
import { Client } from 'pg';
graphql.execute = () => null;
Client.prototype.query = () => null;
Object.defineProperty(graphql, 'subscribe', { value: null });
const copy = createRequire(import.meta.url)('graphql');`;
    expect(scanSource('old.ts', old).map((f) => f.rule)).toEqual([
      'reassigned-library-member',
      'reassigned-library-member',
      'reassigned-library-member',
      'create-require',
    ]);
  });

  it('leaves the project’s own objects alone', () => {
    const own = `const state = { stop: () => {} };
state.stop = () => {};
class Hub { private stop: (() => void) | null = null; listen() { this.stop = () => {}; } }
const answer = { __typename: 'X' }; answer.__typename;`;
    expect(scanSource('own.ts', own)).toEqual([]);
  });
});
