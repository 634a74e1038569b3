import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { xmlProblems } from '../../test/well-formed-xml.ts';
import type { Database } from '../db/database.ts';
import { renderMarkdown } from '../dev-talk/render.ts';

const ORIGIN = 'https://cartridgevault.test';
let db: Database;
let app: TestApp;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildTestApp(db);
  port = await app.app.start(0);
  const author = await db.prisma.user.create({
    data: {
      username: 'owner',
      usernameKey: 'owner',
      email: 'owner@example.org',
      passwordHash: 'x',
      role: 'ADMIN',
      displayName: 'The Owner',
    },
  });
  const post = (slug: string, title: string, content: string, published: boolean, day: number) => ({
    slug,
    title,
    content,
    contentHtml: renderMarkdown(content),
    authorId: author.id,
    published,
    publishedAt: published ? new Date(Date.UTC(2026, 2, day)) : null,
  });
  await db.prisma.devTalkPost.createMany({
    data: [
      post('older', 'Older & wiser', 'See [the games](/games).', true, 1),
      post('secret-draft', 'Secret draft', 'Not yet', false, 0),
      post('newer', 'Newer <post>', '# Heading\n\n<script>alert(1)</script>', true, 2),
    ],
  });
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
});

const feed = (init?: RequestInit) => fetch(`http://127.0.0.1:${port}/dev-talk/feed.xml`, init);

describe('/dev-talk/feed.xml', () => {
  it('is well-formed Atom listing the published posts only, newest first, with absolute links from SITE_ORIGIN', async () => {
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xmlProblems(xml)).toEqual([]);
    const entryLinks = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((match) => match[1]);
    expect(entryLinks).toEqual([`${ORIGIN}/dev-talk/newer`, `${ORIGIN}/dev-talk/older`]);
    expect(xml).not.toContain('secret');
    expect(xml).toContain(`<link rel="self" href="${ORIGIN}/dev-talk/feed.xml"/>`);
    expect(xml).toContain(`href="${ORIGIN}/games"`);
    expect(xml).toContain('<name>The Owner</name>');
    expect(xml).not.toContain('<script');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await feed({ method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await feed({ method: 'POST' })).status).toBe(405);
  });

  it('is served with a query string too (readers add cache-busters)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/dev-talk/feed.xml?ts=1`);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
  });
});
