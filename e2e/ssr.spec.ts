import { decodeHTML } from 'entities';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Pages are rendered on the server from the browser's route table, then hydrated from the Relay
// records sent with them (web/src/ssr/, api/src/http/ssr/).
const ROUTES: { path: string; h1: string }[] = [
  { path: '/', h1: 'Cartridge Vault' },
  { path: '/games', h1: 'Games' },
  { path: '/games/1', h1: 'Super Mario Bros.' },
  { path: '/requests', h1: 'Community requests' },
  { path: '/request/1', h1: 'Request #1: Super Mario Bros.' },
  { path: '/dev-talk', h1: 'Dev Talk' },
  { path: '/about', h1: 'About Cartridge Vault' },
  { path: '/settings', h1: 'Settings' },
  { path: '/terms-of-service', h1: 'Terms of service' },
  { path: '/user/admin', h1: 'Site Admin' },
];

/** Playwright's own warning where it blocks the service worker (playwright.config.ts): not the app's. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings, and uncaught errors, from the moment of the call. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** The GraphQL operations the page asks for over HTTP. */
function graphqlRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    seen.push(url.searchParams.get('operationName') ?? request.postData() ?? url.search);
  });
  return seen;
}

for (const signedIn of [false, true]) {
  for (const { path, h1 } of ROUTES) {
    test(`${path} ${signedIn ? 'signed in' : 'signed out'}: rendered by the server, hydrated without fetching again`, async ({
      page,
    }) => {
      if (signedIn) await logInAsAdmin(page.request);
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(signedIn ? 'private, no-store' : 'no-cache');
      const html = await response.text();
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html.slice(html.indexOf('<div id="root">')))?.[1];
      expect(decodeHTML((heading ?? '').replace(/<[^>]*>/g, ''))).toBe(h1);

      const seen = problems(page);
      const requested = graphqlRequests(page);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // Loaders ran before hydration began, and boundaries hydrate right after the root: by the
      // next frame, a query fetched again would have been sent.
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(seen).toEqual([]);
      expect(requested).toEqual([]);
    });
  }
}

test('the signed-in account menu is rendered by the server for the reader', async ({ page }) => {
  await logInAsAdmin(page.request);
  const html = await (await page.request.get('/games')).text();
  expect(html).not.toContain('>Log in</a>');
  expect(html).toContain('"username":"admin"');
});

test.describe('a first visit', () => {
  test.use({ agreed: false });

  test('the server sends the terms dialog itself, open, in place of the page', async ({ page }) => {
    const html = await (await page.request.get('/games')).text();
    expect(html).toMatch(/<dialog[^>]* open=""[^>]*data-open-on-mount/);
    expect(html).toContain('To use Cartridge Vault you need to agree');
    const seen = problems(page);
    await page.goto('/games');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Terms of service' })).toBeVisible();
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    expect(seen).toEqual([]);
  });
});

test('the language and theme cookies render the page in them, with no flash', async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'pref_language', value: 'nl', url: baseURL! },
    { name: 'pref_theme', value: 'light', url: baseURL! },
  ]);
  const html = await (await page.request.get('/about')).text();
  expect(html).toMatch(/<html lang="nl" data-theme="light"/);
  expect(html).toContain('<h1>Over Cartridge Vault</h1>');
});
