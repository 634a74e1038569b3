import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export const defaultWebRoot = path.resolve(import.meta.dirname, '../../../dist/web');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built SPA: hashed assets are immutable; any other path gets index.html so the client
 * router can render it (including its own not-found screen).
 */
export interface WebAppOptions {
  webRoot?: string;
  /** Written into index.html; the app builds canonical links from it. */
  siteOrigin: string;
}

let cachedIndex: { path: string; mtimeMs: number; html: string; csp: string } | undefined;

async function indexHtml(file: string, mtimeMs: number, siteOrigin: string) {
  if (cachedIndex?.path !== file || cachedIndex.mtimeMs !== mtimeMs) {
    const raw = await readFile(file, 'utf8');
    const html = raw.replaceAll('__SITE_ORIGIN__', escapeAttribute(siteOrigin));
    cachedIndex = { path: file, mtimeMs, html, csp: contentSecurityPolicy(html) };
  }
  return cachedIndex;
}

/**
 * Only our own scripts run: bundles from 'self' and the one inline theme script, allowed by its
 * hash. Inline styles stay allowed because React sets style attributes.
 */
function contentSecurityPolicy(html: string): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export async function serveWebApp(req: IncomingMessage, res: ServerResponse, options: WebAppOptions): Promise<void> {
  const webRoot = options.webRoot ?? defaultWebRoot;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Malformed URL');
    return;
  }
  const file = path.resolve(webRoot, `.${path.posix.normalize(pathname)}`);
  const inside = file.startsWith(webRoot + path.sep);
  const found = inside ? await stat(file).catch(() => null) : null;
  if (found?.isFile() && path.basename(file) !== 'index.html') {
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': found.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
    return;
  }
  const index = path.join(webRoot, 'index.html');
  const indexStat = await stat(index).catch(() => null);
  if (!indexStat) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
    return;
  }
  const { html, csp } = await indexHtml(index, indexStat.mtimeMs, options.siteOrigin);
  res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache', 'content-security-policy': csp });
  res.end(req.method === 'HEAD' ? undefined : html);
}
