// The page cache: an anonymous reader's catalogue page is rendered once and sent from memory, for
// the same address and preferences, until the catalogue changes or a request about a game opens or
// closes. Counted in SQL statements: a page sent from the cache reads nothing.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../catalogue/catalogue-changes.ts';
import { countStatements } from '../../../test/app.ts';
import { AGREED, serverEntryBuilt, useRenderedApp } from '../../../test/rendered-app.ts';

const context = useRenderedApp();

async function page(path: string, cookie = AGREED, headers: Record<string, string> = {}) {
  const response = await fetch(`${context.base}${path}`, { headers: { cookie, ...headers } });
  return { response, html: await response.text() };
}

/** Statements a request for `path` sends, after one request that may have kept the page. */
async function statementsOfSecondRequest(path: string, cookie = AGREED): Promise<number> {
  await page(path, cookie);
  return countStatements(context.db, () => page(path, cookie));
}

async function firstGame() {
  return context.db.prisma.game.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true, title: true } });
}

describe.skipIf(!serverEntryBuilt)('page cache (needs dist/server: npm run build:web)', () => {
  it("sends an anonymous reader's game page again without any SQL, the same page", async () => {
    const game = await firstGame();
    const first = await page(`/games/${game.id}`);
    let second!: Awaited<ReturnType<typeof page>>;
    expect(await countStatements(context.db, async () => (second = await page(`/games/${game.id}`)))).toBe(0);
    expect(second.response.status).toBe(200);
    expect(second.html).toBe(first.html.replaceAll(/ nonce="[^"]+"/g, ''));
    expect(second.html).toContain(`>${game.title}</h1>`);
  });

  it("allows the kept page's inline scripts by their hashes, as no nonce is shared", async () => {
    const game = await firstGame();
    await page(`/games/${game.id}`);
    const { response, html } = await page(`/games/${game.id}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(html).not.toContain('nonce=');
    expect(policy).not.toContain('nonce-');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('answers a revalidation with 304 when the page is unchanged', async () => {
    const game = await firstGame();
    await page(`/games/${game.id}`);
    const { response } = await page(`/games/${game.id}`);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which
    // asks for the page anew.
    const status = await new Promise<number>((resolve, reject) =>
      request(`${context.base}/games/${game.id}`, { headers: { cookie: AGREED, 'if-none-match': etag! } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(304);
  });

  it('keeps a page per language: another language is rendered, in that language', async () => {
    const game = await firstGame();
    await page(`/games/${game.id}`);
    const french = `${AGREED}; pref_language=fr`;
    const rendered = await countStatements(context.db, () => page(`/games/${game.id}`, french));
    expect(rendered).toBeGreaterThan(0);
    expect((await page(`/games/${game.id}`, french)).html).toContain('<html lang="fr"');
  });

  it('shows a catalogue change at once', async () => {
    const game = await firstGame();
    await page(`/games/${game.id}`);
    await context.db.prisma.game.update({ where: { id: game.id }, data: { title: 'Renamed in the catalogue' } });
    await catalogueChanged(context.db);
    expect((await page(`/games/${game.id}`)).html).toContain('>Renamed in the catalogue</h1>');
  });

  it('renders again when a request opens or closes, not when one is voted on', async () => {
    const game = await firstGame();
    const event = { requestId: 1, submitterId: null, votes: [], votesCleared: false, at: new Date().toISOString() };
    await page(`/games/${game.id}`);
    context.services.pubsub.publish('requestFeed', { ...event, kind: 'VOTED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await countStatements(context.db, () => page(`/games/${game.id}`))).toBe(0);
    context.services.pubsub.publish('requestFeed', { ...event, kind: 'CREATED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await countStatements(context.db, () => page(`/games/${game.id}`))).toBeGreaterThan(0);
  });

  it("never keeps a signed-in reader's page, nor sends them a kept one", async () => {
    const game = await firstGame();
    await page(`/games/${game.id}`);
    expect(await statementsOfSecondRequest(`/games/${game.id}`, `${AGREED}; session=abc`)).toBeGreaterThan(0);
  });

  it('never keeps a page that shows more than the catalogue (the request list)', async () => {
    expect(await statementsOfSecondRequest('/requests')).toBeGreaterThan(0);
  });

  it('never keeps a 404', async () => {
    expect(await statementsOfSecondRequest('/games/2147483647')).toBeGreaterThan(0);
  });
});
