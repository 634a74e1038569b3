// /robots.txt and the sitemaps it names: /sitemap.xml (an index), /sitemap/pages.xml (the site's
// own pages and Dev Talk posts) and /sitemap/games-{n}.xml (game pages, SITEMAP_PAGE_SIZE each).
// Each file is one SQL statement, streamed out (compressed when the client accepts it).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { escapeUTF8 } from 'entities';
import { routePath, type RouteName } from '#shared/route-paths';
import type { Database } from '../../db/database.ts';
import { DATABASE_UNAVAILABLE_HEADERS } from '../../db/unavailable.ts';
import { chooseEncoding } from '../web-app.ts';
import { gameSitemapPage, gameSitemapPages, publishedPosts } from './sitemap-queries.ts';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const PAGES_SITEMAP_PATH = '/sitemap/pages.xml';
// Page numbers stay below 43,000 (ids are 32-bit), so six digits bound them.
const GAME_SITEMAP = /^\/sitemap\/games-([1-9]\d{0,5})\.xml$/;
const gameSitemapPath = (page: number) => `/sitemap/games-${page}.xml`;

/** The pages anyone can read and a search engine should know, besides games and posts. */
const PUBLIC_ROUTES: Exclude<RouteName, 'not-found'>[] = [
  'home',
  'games',
  'requests',
  'dev-talk',
  'about',
  'api',
  'minigames',
  'contribution-guide',
  'terms-of-service',
  'privacy-policy',
  'contact',
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const LINES_PER_CHUNK = 1000;

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeUTF8(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/** The document's lines in chunks, so 50,000 URLs go out without one 4 MB string. */
function* chunked(open: string, lines: Iterable<string>, close: string): Generator<string> {
  yield open;
  let chunk = '';
  let count = 0;
  for (const line of lines) {
    chunk += line;
    count += 1;
    if (count === LINES_PER_CHUNK) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  yield chunk + close;
}

export function isSitemapPath(pathname: string): boolean {
  return (
    pathname === ROBOTS_PATH ||
    pathname === SITEMAP_INDEX_PATH ||
    pathname === PAGES_SITEMAP_PATH ||
    GAME_SITEMAP.test(pathname)
  );
}

/** The document for `pathname`, or null when it names no sitemap (a game page past the last). */
async function document(db: Database, origin: string, pathname: string): Promise<Iterable<string> | null> {
  if (pathname === ROBOTS_PATH) {
    return [`User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`];
  }
  if (pathname === SITEMAP_INDEX_PATH) {
    const pages = await gameSitemapPages(db);
    const sitemap = (path: string) => `<sitemap><loc>${escapeUTF8(origin + path)}</loc></sitemap>\n`;
    return chunked(
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`,
      [sitemap(PAGES_SITEMAP_PATH), ...pages.map((page) => sitemap(gameSitemapPath(page)))],
      '</sitemapindex>\n',
    );
  }
  if (pathname === PAGES_SITEMAP_PATH) {
    const posts = await publishedPosts(db);
    const lines = [
      ...PUBLIC_ROUTES.map((name) => url(origin + routePath(name))),
      ...posts.map((post) => url(origin + routePath('dev-talk-post', { slug: post.slug }), isoDate(post.updatedAt))),
    ];
    return chunked(URLSET_OPEN, lines, '</urlset>\n');
  }
  const page = Number(GAME_SITEMAP.exec(pathname)![1]);
  const games = await gameSitemapPage(db, page);
  if (games.length === 0) return null;
  const lines = games.map((game) => url(origin + routePath('game-detail', { id: game.id }), game.lastmod));
  return chunked(URLSET_OPEN, lines, '</urlset>\n');
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function serveSitemap(
  services: { db: Database; siteOrigin: string },
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  let body: Iterable<string> | null;
  try {
    body = await document(services.db, services.siteOrigin.replace(/\/+$/, ''), pathname);
  } catch {
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...DATABASE_UNAVAILABLE_HEADERS,
    });
    res.end('The sitemap is not available right now.');
    return;
  }
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('No such sitemap.');
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  res.writeHead(200, {
    'content-type': pathname === ROBOTS_PATH ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
    // Crawlers come back now and then; an hour's delay for a new game costs nothing.
    'cache-control': 'public, max-age=3600',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  const source = Readable.from(body);
  const compress =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip()
        : null;
  // A client that goes away mid-file ends the pipeline; there is nothing left to answer.
  await (compress ? pipeline(source, compress, res) : pipeline(source, res)).catch(() => undefined);
}
