import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { buildTestApp, countStatements, type TestApp } from '../../../test/app.ts';
import { xmlProblems } from '../../../test/well-formed-xml.ts';
import type { Database } from '../../db/database.ts';

const ORIGIN = 'https://cartridgevault.test';
let db: Database;
let app: TestApp;
let base: string;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  app = buildTestApp(db);
  base = `http://127.0.0.1:${await app.app.start(0)}`;
  const author = await db.prisma.user.create({
    data: { username: 'owner', usernameKey: 'owner', email: 'owner@example.org', passwordHash: 'x', role: 'ADMIN' },
  });
  await db.prisma.devTalkPost.createMany({
    data: [
      { slug: 'launch', title: 'Launch', content: 'Hi', authorId: author.id, published: true, publishedAt: new Date() },
      { slug: 'secret', title: 'Secret', content: 'Not yet', authorId: author.id, published: false },
    ],
  });
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and the sitemaps', () => {
  it('allows every crawler and names the sitemap index', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('indexes the pages sitemap and one games sitemap per range of ids that holds games', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(xmlProblems(index.body)).toEqual([]);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([`${ORIGIN}/sitemap/pages.xml`, `${ORIGIN}/sitemap/games-1.xml`]);
  });

  it("lists the site's public pages and published posts, never a draft", async () => {
    const pages = await get('/sitemap/pages.xml');
    expect(xmlProblems(pages.body)).toEqual([]);
    const listed = locs(pages.body);
    for (const path of [
      '/',
      '/games',
      '/requests',
      '/dev-talk',
      '/about',
      '/api',
      '/privacy-policy',
      '/terms-of-service',
    ])
      expect(listed).toContain(`${ORIGIN}${path}`);
    expect(listed).toContain(`${ORIGIN}/dev-talk/launch`);
    expect(listed.some((loc) => loc?.includes('secret'))).toBe(false);
  });

  it('lists every game of a page by id, with its last change, in one statement', async () => {
    const games = await db.prisma.game.findMany({ orderBy: { id: 'asc' }, select: { id: true } });
    let page = { status: 0, type: null as string | null, body: '' };
    expect(await countStatements(db, async () => (page = await get('/sitemap/games-1.xml')))).toBe(1);
    expect(xmlProblems(page.body)).toEqual([]);
    expect(locs(page.body)).toEqual(games.map((game) => `${ORIGIN}/games/${game.id}`));
    expect(page.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('answers 404 for a games sitemap past the last game, and for a page number that is not one', async () => {
    expect((await get('/sitemap/games-2.xml')).status).toBe(404);
    expect((await get('/sitemap/games-0.xml')).status).toBe(404);
    expect((await get('/sitemap/games-x.xml')).status).toBe(404);
  });
});

describe('games sitemaps by id range', () => {
  it('puts each game on the page of its id range and indexes only the ranges that hold games', async () => {
    const console = await db.prisma.console.findFirstOrThrow({ select: { id: true } });
    const ids = [49_999, 50_000, 50_001, 150_001];
    await db.sql.query(
      `INSERT INTO "Game" (id, title, "searchKey", "consoleId", "updatedAt") SELECT id, 'Far ' || id, '', $1, now() FROM unnest($2::int[]) AS id`,
      [console.id, ids],
    );
    // The other tests know the seeded catalogue only, whichever runs after this one.
    onTestFinished(async () => {
      await db.sql.query('DELETE FROM "Game" WHERE id = ANY($1::int[])', [ids]);
    });
    const index = locs((await get('/sitemap.xml')).body);
    expect(index.slice(1)).toEqual([1, 2, 4].map((n) => `${ORIGIN}/sitemap/games-${n}.xml`));
    expect(locs((await get('/sitemap/games-1.xml')).body).slice(-2)).toEqual([
      `${ORIGIN}/games/49999`,
      `${ORIGIN}/games/50000`,
    ]);
    expect(locs((await get('/sitemap/games-2.xml')).body)).toEqual([`${ORIGIN}/games/50001`]);
    expect((await get('/sitemap/games-3.xml')).status).toBe(404);
    expect(locs((await get('/sitemap/games-4.xml')).body)).toEqual([`${ORIGIN}/games/150001`]);
  });
});
