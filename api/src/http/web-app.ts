import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { DATABASE_UNAVAILABLE_HEADERS } from '../db/unavailable.ts';
import { headHtml, type PageHead, type PageHeads } from './page-head/head-html.ts';
import { ROOT_ELEMENT, serveRenderedPage } from './ssr/rendered-page.ts';
import type { ServerEntry } from './ssr/server-entry.ts';
import type { OperationParameters } from './ssr/in-process-graphql.ts';
import type { PageCache } from './ssr/page-cache.ts';

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
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built SPA: hashed assets are immutable; any other path gets index.html so the client
 * router can render it (including its own not-found screen), with the page's own head and status.
 */
export interface WebAppOptions {
  webRoot?: string;
  /** Written into index.html; the app builds canonical links from it. */
  siteOrigin: string;
  /** Without it every page keeps index.html's own title and answers 200. */
  heads?: PageHeads;
  /** Server rendering (http/ssr/): without it, or before the server entry is built, pages arrive empty. */
  ssr?: {
    entry(): Promise<ServerEntry | null>;
    /** Runs a render's GraphQL operations for this request, in-process. */
    executor(
      req: IncomingMessage,
    ): (operation: OperationParameters, variables: Record<string, unknown>) => Promise<unknown>;
    /** Pages kept for readers without a session; without it every page renders. */
    pageCache?: PageCache;
  };
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding the client prefers among those we have (Accept-Encoding with its q-values). */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } });
  // negotiator 1.x breaks ties with `preferred` (brotli first); @types/negotiator predates the option.
  const encoding = negotiator.encoding as (available: string[], options: { preferred: string[] }) => string | undefined;
  const chosen = encoding.call(negotiator, [...available, 'identity'], { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

interface IndexPage {
  status: number;
  unavailable?: true;
  csp: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}
/** A route's screen chunks, written by the build (scripts/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
  /** Absent from a build before stylesheets were listed. */
  styles?: string[];
}
interface IndexBuild {
  path: string;
  mtimeMs: number;
  html: string;
  preloads: RoutePreload[];
  /** index.html as sent for each page that shares its head: compressed once per build and page, not per request. */
  pages: Map<string, IndexPage>;
  /** The same pages' HTML before the server renders into them. */
  sources: Map<string, PageSource>;
}
interface PageSource {
  html: string;
  status: number;
}
let cachedBuild: IndexBuild | undefined;

/** The route-names.ts path the router will match, in route table order: `:x` is one segment, `*` any. */
export function matchRoutePath(preloads: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return preloads.find(({ path: pattern }) => {
    if (pattern === '*') return true;
    const parts = pattern.split('/').filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

async function loadBuild(file: string, mtimeMs: number, siteOrigin: string): Promise<IndexBuild> {
  if (cachedBuild?.path !== file || cachedBuild.mtimeMs !== mtimeMs) {
    const raw = await readFile(file, 'utf8');
    const preloads = await readFile(path.join(path.dirname(file), 'route-preloads.json'), 'utf8').then(
      (json) => JSON.parse(json) as RoutePreload[],
      () => [],
    );
    cachedBuild = {
      path: file,
      mtimeMs,
      html: raw.replaceAll('__SITE_ORIGIN__', escapeAttribute(siteOrigin)),
      preloads,
      pages: new Map(),
      sources: new Map(),
    };
  }
  return cachedBuild;
}

/** index.html for `pathname`: its head in place of the fixed <title>, and its screen's chunks and styles. */
function pageHtml(build: IndexBuild, pathname: string, head: PageHead | null): string {
  const route = matchRoutePath(build.preloads, pathname);
  // The screen's chunks download with the entry's instead of after it: hydration needs them.
  const links = [
    // Its stylesheets too: a server-rendered page would paint unstyled, then shift when they came.
    ...(route?.styles ?? []).map((asset) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(asset)}">`),
    // Low, as the build's own (scripts/build/route-preloads.ts): after what the first paint needs.
    ...(route?.files ?? []).map(
      (asset) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(asset)}">`,
    ),
  ].join('');
  const withHead = head ? build.html.replace(/<title>[^<]*<\/title>/, () => headHtml(head)) : build.html;
  return withHead.replace('</head>', `${links}</head>`);
}

/** The page's HTML and status before rendering; shared heads are read once per build. */
async function pageSource(build: IndexBuild, pathname: string, heads: PageHeads | undefined): Promise<PageSource> {
  const key = heads ? heads.sharedKey(pathname) : (matchRoutePath(build.preloads, pathname)?.path ?? '');
  if (key === null) {
    const head = await heads!.head(pathname);
    return { html: pageHtml(build, pathname, head), status: head.status };
  }
  let source = build.sources.get(key);
  if (!source) {
    const head = heads ? await heads.head(pathname) : null;
    source = { html: pageHtml(build, pathname, head), status: head?.status ?? 200 };
    build.sources.set(key, source);
  }
  return source;
}

function indexPage(html: string, status: number, effort: 'once' | 'per-request'): IndexPage {
  const identity = Buffer.from(html);
  return {
    status,
    csp: contentSecurityPolicy(html),
    bodies:
      effort === 'once'
        ? {
            identity,
            br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: gzipSync(identity, { level: 9 }),
          }
        : { identity },
  };
}

async function indexHtml(build: IndexBuild, pathname: string, heads: PageHeads | undefined): Promise<IndexPage> {
  const key = heads ? heads.sharedKey(pathname) : (matchRoutePath(build.preloads, pathname)?.path ?? '');
  if (key === null) {
    // A game's, post's, request's or member's page: read now, so an edit shows at once.
    const head = await heads!.head(pathname);
    return indexPage(pageHtml(build, pathname, head), head.status, 'per-request');
  }
  let page = build.pages.get(key);
  if (!page) {
    const head = heads ? await heads.head(pathname) : null;
    page = indexPage(pageHtml(build, pathname, head), head?.status ?? 200, 'once');
    build.pages.set(key, page);
  }
  return page;
}

/** The body in `encoding`, compressed now (quickly) when the page is not kept. */
function bodyIn(page: IndexPage, encoding: Encoding | null): Buffer {
  if (!encoding) return page.bodies.identity;
  const kept = page.bodies[encoding];
  if (kept) return kept;
  return encoding === 'br'
    ? brotliCompressSync(page.bodies.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(page.bodies.identity, { level: 6 });
}

/** Precompressed siblings written at build time (scripts/build/precompress.ts). */
async function precompressed(file: string): Promise<Encoding[]> {
  const found = await Promise.all(ENCODINGS.map((e) => stat(`${file}.${e === 'br' ? 'br' : 'gz'}`).catch(() => null)));
  return ENCODINGS.filter((_, i) => found[i]?.isFile());
}

/**
 * Only our own scripts run: bundles from 'self' and the one inline theme script, allowed by its
 * hash. Inline styles stay allowed because React sets style attributes.
 */
export function contentSecurityPolicy(html: string, nonce?: string): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  // A server-rendered page's own: React's scripts that put streamed parts in place.
  if (nonce) inline.push(`'nonce-${nonce}'`);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the barcode scanner compile its own WebAssembly decoder; it allows
    // no JavaScript eval.
    `script-src 'self' ${inline.join(' ')} 'wasm-unsafe-eval'`.replace(/ +/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest: our own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
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
  if (found?.isFile() && path.basename(file) !== 'index.html' && !/\.(br|gz)$/.test(file)) {
    const immutable = pathname.startsWith('/assets/');
    // The unhashed files (sw.js, which the browser checks at every page it opens, the manifest,
    // the icons) are revalidated: an unchanged one costs a 304, not its bytes again.
    // HTTP dates have whole seconds; `fresh` (jshttp, as `send` uses) compares If-Modified-Since.
    const modified = new Date(Math.floor(found.mtimeMs / 1000) * 1000);
    if (!immutable && fresh(req.headers, { 'last-modified': modified.toUTCString() })) {
      res.writeHead(304, {
        'cache-control': 'no-cache',
        'last-modified': modified.toUTCString(),
        vary: 'Accept-Encoding',
      });
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], await precompressed(file));
    const served = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    const size = encoding ? (await stat(served)).size : found.size;
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(immutable ? {} : { 'last-modified': modified.toUTCString() }),
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(served).pipe(res);
    return;
  }
  const index = path.join(webRoot, 'index.html');
  const indexStat = await stat(index).catch(() => null);
  if (!indexStat) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
    return;
  }
  const build = await loadBuild(index, indexStat.mtimeMs, options.siteOrigin);
  const entry = req.method === 'GET' ? await options.ssr?.entry() : null;
  if (entry && options.ssr && build.html.includes(ROOT_ELEMENT)) {
    const encoding = chooseEncoding(req.headers['accept-encoding'], ['gzip']) === 'gzip' ? 'gzip' : null;
    const { pageCache } = options.ssr;
    // A new build renders pages anew.
    const readerKey = pageCache?.keyOf(req);
    const key = readerKey ? `${build.mtimeMs}\n${readerKey}` : null;
    if (key && pageCache!.serve(req, res, key, encoding)) return;
    let source: PageSource | null = null;
    try {
      source = await pageSource(build, pathname, options.heads);
    } catch {
      // The database did not answer: the unrendered page below says so.
    }
    if (source) {
      const { html } = source;
      const execute = options.ssr.executor(req);
      const recording = key ? pageCache!.record() : null;
      const rendered = await serveRenderedPage(req, res, {
        entry,
        html,
        status: source.status,
        siteOrigin: options.siteOrigin,
        encoding,
        contentSecurityPolicy: (nonce) => contentSecurityPolicy(html, nonce),
        execute: recording
          ? async (operation, variables) => {
              const answer = await execute(operation, variables);
              recording.observe(operation, answer);
              return answer;
            }
          : execute,
        ...(key &&
          recording && {
            keep(rendered: string, nonce: string) {
              // Kept pages are the same for everyone: React's inline scripts are allowed by hash.
              const kept = rendered.replaceAll(` nonce="${nonce}"`, '');
              pageCache!.keep(key, recording, { html: kept, contentSecurityPolicy: contentSecurityPolicy(kept) });
            },
          }),
      });
      if (rendered) return;
    }
  }
  let page: IndexPage;
  try {
    page = await indexHtml(build, pathname, options.heads);
  } catch {
    // The database did not answer: the app still loads (and says so when it asks), while a
    // crawler is told to come back rather than to index a page without its head.
    page = { ...indexPage(pageHtml(build, pathname, null), 503, 'per-request'), unavailable: true };
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], ENCODINGS);
  const body = bodyIn(page, encoding);
  res.writeHead(page.status, {
    ...(page.unavailable ? DATABASE_UNAVAILABLE_HEADERS : {}),
    'content-type': TYPES['.html']!,
    'content-length': body.length,
    'cache-control': 'no-cache',
    'content-security-policy': page.csp,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
