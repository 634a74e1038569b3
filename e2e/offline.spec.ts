import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Issue 28 parts 1 and 2: installable, and readable offline once visited. The other specs run
// with service workers blocked (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 23). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function manifestOf(page: Page, request: APIRequestContext) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  return (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
}

/** The first visit registers the worker after load; once it is active, a reload is controlled. */
async function controlledAfterFirstVisit(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

test('the web app manifest names the app, starts at the collection and has its icons at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifest = await manifestOf(page, request);
  expect(manifest).toMatchObject({
    name: 'Cartridge Vault',
    short_name: 'Vault',
    start_url: '/collection',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(manifest.shortcuts).toEqual([
    expect.objectContaining({ name: 'Scan a barcode', url: '/games?scan=1' }),
    expect.objectContaining({ name: 'My collection', url: '/collection' }),
  ]);
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  // Installable: a 192 px and a 512 px icon; a maskable one for the platforms that shape icons.
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  // The page's own colour follows the theme; the default is the manifest's.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color as string);
});

test('the service worker is served fresh, and controls the page after the first visit', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  await controlledAfterFirstVisit(page, '/about');
});

test('offline, a page opened before is readable with its box art, a banner says what works, and sign-up says it needs the network', async ({
  page,
  context,
}) => {
  // The precache's install and a dozen pages: 26 s of the 30 s limit on this machine, alone.
  test.slow();
  await controlledAfterFirstVisit(page, '/games');
  const cards = page.locator('.game-grid').getByRole('article');
  const firstTitle = (await cards.first().getByRole('heading').textContent())!;
  await page.goto('/auth?mode=signup');
  // An in-app navigation: the game's page is read through the cached GraphQL answers.
  await page.goto('/games');
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await page.goto('/games');
  await expect(page.locator('.game-grid img').first()).toHaveJSProperty('complete', true);

  // The worker's own attempts at the network, which must fail offline: what shows comes from its cache.
  const failedInWorker: string[] = [];
  context.on('requestfailed', (failed) => {
    if (failed.serviceWorker()) failedInWorker.push(new URL(failed.url()).pathname);
  });
  await context.setOffline(true);
  await page.goto('/games');
  await expect(cards.first().getByRole('heading')).toHaveText(firstTitle);
  expect(failedInWorker).toContain('/games');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toContainText('Pages you opened while online can still be read');
  // Box art the page showed online shows, and the worker's bounded image cache holds it.
  const art = page.locator('.game-grid img').first();
  await expect(art).toHaveJSProperty('complete', true);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const artUrl = await art.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(
    await page.evaluate(
      async (url) => (await (await caches.open('cv-images')).match(url, { ignoreVary: true })) !== undefined,
      artUrl,
    ),
  ).toBe(true);

  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  // A game never opened online says so, instead of "Something went wrong".
  await page.goBack();
  await cards.nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeVisible();

  await page.goto('/auth?mode=signup');
  const panel = page.getByRole('tabpanel', { name: 'Sign up' });
  await expect(panel.getByText('Signing up needs the network')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Sign up' })).toBeDisabled();

  // Back online, the banner goes and sign-up works again.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Sign up' })).toBeEnabled();
});

/** The addresses of the catalogues the worker keeps (cv-catalogues): none is precached. */
const keptCatalogues = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('cv-catalogues')).keys()).map((request) => new URL(request.url).pathname).sort(),
  );

test('offline, a reload keeps the language in use, and a language never used here says it needs the network', async ({
  page,
  context,
}) => {
  test.slow();
  const games = { nl: 'Spellen', es: 'Juegos' };
  // Chosen on the first visit, before the worker exists: the page asks for its catalogue again
  // once the worker controls it (web/src/offline/keep-catalogue.ts), with no reload.
  await page.goto('/games');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const picker = page.getByRole('combobox', { name: 'Language' });
  await picker.selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: games.nl })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => keptCatalogues(page)).toEqual([expect.stringMatching(/^\/assets\/messages-[\w-]+\.js$/)]);
  const dutch = (await keptCatalogues(page))[0];
  // A switch while the worker is in control is kept too.
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: games.es })).toBeVisible();
  await expect.poll(async () => (await keptCatalogues(page)).length).toBe(2);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('nl');
  // The worker keeps this page as the server renders it now (in Dutch, from the cookie).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: games.nl })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: games.nl })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Je bent offline' })).toBeVisible();
  expect(await keptCatalogues(page)).toContain(dutch);
  // French was never used here: the page stays Dutch and says why, in Dutch.
  const taal = page.getByRole('combobox', { name: 'Taal' });
  await taal.selectOption('fr');
  await expect(
    page.getByRole('alert').filter({ hasText: 'de eerste keer op dit apparaat het netwerk nodig' }),
  ).toBeVisible();
  await expect(taal).toHaveValue('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: games.nl })).toBeVisible();
  // Spanish was used: it loads offline.
  await taal.selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: games.es })).toBeVisible();
});
