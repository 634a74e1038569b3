// GraphiQL at /graphql for browsers: the page built by scripts/build/graphiql.ts into the web root,
// with the same Content-Security-Policy as the app's pages (scripts from 'self' only). Yoga's own
// GraphiQL loads its scripts from a CDN, which that policy (and a closed network) refuses.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chooseEncoding, contentSecurityPolicy, defaultWebRoot } from './web-app.ts';

/** The built page inside the web root (GRAPHIQL_PAGE in scripts/build/graphiql.ts). */
const PAGE = 'graphiql/index.html';
/** Parameters that make a GET an operation rather than a visit to the explorer. */
const OPERATION_PARAMS = ['query', 'documentId', 'extensions'];

/** A browser opening /graphql: GET or HEAD, HTML accepted, no operation in the address. */
export function wantsExplorer(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.headers.accept?.includes('text/html')) return false;
  const url = new URL(req.url ?? '/', 'http://x');
  return url.pathname === '/graphql' && !OPERATION_PARAMS.some((name) => url.searchParams.has(name));
}

interface ExplorerPage {
  file: string;
  mtimeMs: number;
  csp: string;
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
}
let cached: ExplorerPage | undefined;

async function explorerPage(file: string, mtimeMs: number): Promise<ExplorerPage> {
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached;
  const html = await readFile(file, 'utf8');
  const identity = Buffer.from(html);
  cached = {
    file,
    mtimeMs,
    csp: contentSecurityPolicy(html),
    bodies: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
  };
  return cached;
}

export async function serveGraphiql(req: IncomingMessage, res: ServerResponse, webRoot = defaultWebRoot) {
  const file = path.join(webRoot, PAGE);
  const found = await stat(file).catch(() => null);
  if (!found) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The GraphQL explorer is not built yet: run `npm run build:web` (npm start does it for you).');
    return;
  }
  const page = await explorerPage(file, found.mtimeMs);
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = page.bodies[encoding ?? 'identity'];
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'content-security-policy': page.csp,
    vary: 'Accept, Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
