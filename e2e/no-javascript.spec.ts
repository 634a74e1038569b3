import type { Page } from '@playwright/test';
import { TERMS_VERSION } from '#shared/terms-rules';
import { signUpThroughApi } from './accounts.ts';
import { clientTest as test, expect } from './fixtures.ts';

// The `no-javascript` project (playwright.config.ts): a browser that runs no script reads the
// server-rendered pages, follows links and sends GET forms. Pages never hydrate, so the fixtures'
// page.goto, which waits for that, is not used here.

/** A returning reader: the terms agreed to earlier, as the cookies the server renders from. */
async function agreed(page: Page, baseURL: string) {
  await page.context().addCookies([
    { name: 'pref_agreedToToS', value: 'true', url: baseURL },
    { name: 'pref_ToSVersion', value: TERMS_VERSION, url: baseURL },
  ]);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cards = (page: Page) => page.locator('.game-grid').getByRole('article');
// Playwright's text matching skips <noscript>, so the notes are found by their class.
const note = (page: Page, text: string) => page.locator('.needs-script-note').filter({ hasText: text });
const matches = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ games?$/ });

/** Reads the terms and privacy pages, which the terms gate never covers, each stating the terms' version. */
async function readsLegalPages(page: Page) {
  for (const [path, title] of [
    ['/terms-of-service', 'Terms of service'],
    ['/privacy-policy', 'Privacy policy'],
  ] as const) {
    await page.goto(path);
    await expect(h1(page, title)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(TERMS_VERSION);
  }
}

test('a first visit shows the terms dialog, whose Agree works without script and opens the page asked for', async ({
  page,
  baseURL,
}) => {
  await page.goto('/games?q=zelda');
  const dialog = page.getByRole('dialog', { name: 'Terms of service' });
  await expect(dialog).toBeVisible();
  await expect(h1(page, 'Games')).toHaveCount(0);
  // The terms themselves can be read before agreeing.
  await expect(dialog.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-service');
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/games\?q=zelda$/);
  await expect(h1(page, 'Games')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((cookie) => cookie.name === 'pref_agreedToToS')?.value).toBe('true');
  expect(cookies.find((cookie) => cookie.name === 'pref_ToSVersion')?.value).toBe(TERMS_VERSION);
  // The next page is rendered past the dialog too.
  await page.getByRole('link', { name: 'Dev Talk' }).first().click();
  await expect(h1(page, 'Dev Talk')).toBeVisible();
});

test('the terms and privacy pages are read without agreeing, and the about page waits for it', async ({ page }) => {
  await readsLegalPages(page);
  // The gate leaves out only the pages it asks people to read (spec: terms and privacy).
  await page.goto('/about');
  await expect(page.getByRole('dialog', { name: 'Terms of service' })).toBeVisible();
  await expect(h1(page, 'About Cartridge Vault')).toHaveCount(0);
});

test.describe('a reader who agreed', () => {
  test.beforeEach(async ({ page, baseURL }) => agreed(page, baseURL!));

  test('reads the home and about pages, and the header leaves out what needs script', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Cartridge Vault')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
    await page.goto('/about');
    await expect(h1(page, 'About Cartridge Vault')).toBeVisible();
  });

  test('searches the games by GET, filters them and clears the filters by a link', async ({ page }) => {
    await page.goto('/games');
    await expect(h1(page, 'Games')).toBeVisible();
    await expect(matches(page)).toHaveText(/^\d+ games$/);
    // Without script, the controls that need it are left out, and the filters say so.
    await expect(page.getByRole('button', { name: 'Scan a barcode' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    await expect(note(page, 'Showing more needs JavaScript')).toBeVisible();

    const catalogue = Number((await matches(page).textContent())?.match(/^(\d+)/)?.[1]);
    await page.getByRole('searchbox', { name: 'Search games by title' }).fill('mario');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/games\?q=mario(&|$)/);
    await expect(page.getByRole('searchbox', { name: 'Search games by title' })).toHaveValue('mario');
    await expect(cards(page).first()).toBeVisible();
    const all = Number((await matches(page).textContent())?.match(/^(\d+)/)?.[1]);
    expect(all).toBeLessThan(catalogue);

    await page.locator('details.game-filters summary').click();
    await expect(note(page, 'Filtering by developer or publisher needs JavaScript')).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Console' })
      .selectOption({ label: 'Super Nintendo Entertainment System' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]console=/);
    await expect(page).toHaveURL(/[?&]q=mario(&|$)/);
    await expect(matches(page)).toHaveText('4 games');
    expect(all).toBeGreaterThan(4);
    await expect(cards(page).locator('.game-card-console')).toHaveText(
      Array(4).fill('Super Nintendo Entertainment System'),
    );
    // The filters stay open, and clearing them is a link to the same search without them.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/games\?q=mario$/);
    await expect(matches(page)).toHaveText(`${all} games`);
  });

  test("switches a game's version by link", async ({ page }) => {
    await page.goto('/games?q=Super+Mario+Bros.');
    await cards(page).first().getByRole('link').first().click();
    await expect(h1(page, 'Super Mario Bros.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Version' })).toBeHidden();
    const versions = page.getByRole('navigation', { name: 'Versions' });
    // Without script the saved game defaults are unknown: the spec's default region, NTSC-J, is shown.
    await expect(versions.locator('[aria-current="page"]')).toContainText('NTSC-J');
    await expect(page.getByRole('region', { name: 'スーパーマリオブラザーズ' })).toBeVisible();
    await versions.getByRole('link', { name: /NTSC-U/ }).click();
    await expect(page).toHaveURL(/\?version=\d+$/);
    await expect(versions.locator('[aria-current="page"]')).toContainText('NTSC-U');
    await expect(page.locator('.version-details dl')).toContainText('NTSC-U');
    await expect(page.getByRole('region', { name: 'スーパーマリオブラザーズ' })).toHaveCount(0);
  });

  test('a member reads the requests, filters them by GET and opens one', async ({ page }) => {
    // Signing in needs script; a member signed in earlier has the session cookie.
    await signUpThroughApi(page.request);
    await page.goto('/requests');
    await expect(h1(page, 'Community requests')).toBeVisible();
    const rows = page.locator('.request-table tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Delete' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]type=DELETE/);
    await expect(rows).not.toHaveCount(0);
    for (const type of await rows.locator('td:nth-child(2)').allTextContents()) expect(type).toBe('Delete');
    await rows
      .first()
      .getByRole('link', { name: /^Request #\d+$/ })
      .click();
    await expect(page).toHaveURL(/\/request\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Request #\d+: / })).toBeVisible();
    await expect(page.locator('main')).toContainText('Listed twice');
  });

  test('reads the request page as a visitor, who is asked to log in to vote', async ({ page }) => {
    await page.goto('/request/1');
    await expect(page.getByRole('heading', { level: 1, name: /^Request #1: / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Votes' })).toBeVisible();
    await expect(page.locator('main')).toContainText('revision 1.1');
  });

  test('reads Dev Talk and a post', async ({ page }) => {
    await page.goto('/dev-talk');
    await expect(h1(page, 'Dev Talk')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Welcome to Cartridge Vault' }).first().click();
    await expect(page).toHaveURL(/\/dev-talk\/welcome-to-cartridge-vault$/);
    await expect(h1(page, 'Welcome to Cartridge Vault')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What you can do today' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Cartridge Vault is open!');
  });

  test('reads the legal pages and the contribution guide', async ({ page }) => {
    await readsLegalPages(page);
    await page.goto('/contribution-guide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a form that needs script says so instead of being sent as a GET', async ({ page }) => {
    await page.goto('/auth');
    await expect(note(page, 'This form needs JavaScript, which is turned off in your browser.').first()).toBeVisible();
    await expect(page.locator('form.account-form').first()).toBeHidden();
    await page.goto('/contact');
    await expect(note(page, 'This form needs JavaScript, which is turned off in your browser.').first()).toBeVisible();
  });
});
