import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { countStatements } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createServices } from '../../services.ts';
import { buildApp, type App } from '../../app.ts';
import { catalogueChanged } from '../../catalogue/catalogue-changes.ts';

const ORIGIN = 'https://cartridgevault.test';
let db: Database;
let app: App;
let base: string;
let root: string;
let game: { id: number; title: string; console: { name: string } };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cv-heads-'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Cartridge Vault</title></head><body><div id="root"></div></body></html>',
  );
  db = await createTestDatabase({ seeded: true });
  const config = loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: ORIGIN });
  app = buildApp(createServices(config, db), { webRoot: root });
  base = `http://127.0.0.1:${await app.start(0)}`;
  game = await db.prisma.game.findFirstOrThrow({
    where: { title: 'Pokémon Red Version' },
    select: { id: true, title: true, console: { select: { name: true } } },
  });
  const author = await db.prisma.user.create({
    data: { username: 'Writer', usernameKey: 'writer', email: 'writer@example.org', passwordHash: 'x', role: 'ADMIN' },
  });
  await db.prisma.devTalkPost.createMany({
    data: [
      {
        slug: 'hello',
        title: 'Hello',
        content: 'The first post.',
        authorId: author.id,
        published: true,
        publishedAt: new Date(),
      },
      { slug: 'draft', title: 'Draft', content: 'Not yet.', authorId: author.id, published: false },
    ],
  });
});
afterAll(async () => {
  await app.stop();
  await db.close();
  await rm(root, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, html: await response.text() };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("a page's HTML names what it shows", () => {
  it("gives a game page the game's title, description, canonical link, preview tags and JSON-LD", async () => {
    const { status, html } = await page(`/games/${game.id}?version=2`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Pokémon Red Version · Cartridge Vault');
    expect(metaOf(html, 'og:title')).toBe('Pokémon Red Version');
    expect(metaOf(html, 'description')).toContain(`Pokémon Red Version for the ${game.console.name}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/games/${game.id}">`);
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/images/[0-9a-f]{64}$`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd['@graph'].map((thing: { '@type': string }) => thing['@type'])).toEqual([
      'VideoGame',
      'BreadcrumbList',
    ]);
    expect(jsonLd['@graph'][0]).toMatchObject({ name: 'Pokémon Red Version', gamePlatform: game.console.name });
  });

  it('reads a game, post or member page with one SQL statement, and a page of a route with none', async () => {
    for (const pathname of [
      `/games/${game.id}`,
      `/games/${game.id}/edit`,
      '/dev-talk/hello',
      '/user/writer',
      '/games/2147483647',
    ])
      expect(await countStatements(db, () => page(pathname))).toBe(1);
    expect(await countStatements(db, () => page('/requests'))).toBe(0);
    expect(await countStatements(db, () => page('/games/abc'))).toBe(0);
  });

  it("shows a game's new title as soon as it is changed", async () => {
    const other = await db.prisma.game.findFirstOrThrow({ where: { title: 'Dragon Quest' }, select: { id: true } });
    expect(titleOf((await page(`/games/${other.id}`)).html)).toBe('Dragon Quest · Cartridge Vault');
    await db.prisma.game.update({ where: { id: other.id }, data: { title: 'Dragon Warrior' } });
    await catalogueChanged(db);
    expect(titleOf((await page(`/games/${other.id}`)).html)).toBe('Dragon Warrior · Cartridge Vault');
  });

  it("gives each route its own title, description and canonical link (without the address's query)", async () => {
    const { status, html } = await page('/Games/?search=mario');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Games · Cartridge Vault');
    expect(metaOf(html, 'description')).toMatch(/^Browse and search/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/games">`);
    expect(titleOf((await page('/')).html)).toBe('Cartridge Vault');
  });

  it('gives a published post its title, excerpt and BlogPosting', async () => {
    const { status, html } = await page('/dev-talk/hello');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Hello · Cartridge Vault');
    expect(metaOf(html, 'og:description')).toBe('The first post.');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it("answers a member's profile and a request with 200 and their canonical address", async () => {
    const profile = await page('/user/WRITER');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain(`<link rel="canonical" href="${ORIGIN}/user/Writer">`);
    const request = await db.prisma.request.create({
      data: {
        type: 'DELETE',
        gameId: game.id,
        reason: 'duplicate',
        baseSnapshot: { title: game.title },
        expiresAt: new Date(),
      },
    });
    const requestPage = await page(`/request/${request.id}`);
    expect(requestPage.status).toBe(200);
    expect(metaOf(requestPage.html, 'description')).toContain('about Pokémon Red Version');
  });
});

describe('an address that names nothing answers 404 with the app (which shows its not-found screen)', () => {
  it.each([
    ['an unknown path', '/no-such-page'],
    ['an unknown path below a known one', '/games/1/nothing'],
    ['a game id no game has', '/games/2147483647'],
    ['a game id that is not a number', '/games/abc'],
    ['a game id with a leading zero', '/games/01'],
    ['the edit page of a missing game', '/games/2147483647/edit'],
    ['a missing request', '/request/2147483647'],
    ['a missing member', '/user/nobody_here'],
    ['a missing post', '/dev-talk/no-such-post'],
    ['a draft post', '/dev-talk/draft'],
  ])('%s', async (_, pathname) => {
    const { status, html } = await page(pathname);
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Page not found · Cartridge Vault');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('answers 404 for a game once it is deleted', async () => {
    const doomed = await db.prisma.game.findFirstOrThrow({
      // Neither the game the other tests read nor the one renamed (before or after), in any order.
      where: { id: { not: game.id }, title: { notIn: ['Dragon Quest', 'Dragon Warrior'] } },
      select: { id: true },
    });
    expect((await page(`/games/${doomed.id}`)).status).toBe(200);
    await db.prisma.game.delete({ where: { id: doomed.id } });
    await catalogueChanged(db);
    expect((await page(`/games/${doomed.id}`)).status).toBe(404);
  });
});
