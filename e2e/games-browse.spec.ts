import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Cards show the version of the saved default region; NTSC-U makes them read in English, so the
// titles below are those of the demo catalogue (api/src/seed/catalogue/).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('gameDefaults', JSON.stringify({ defaultRegion: 'NTSC_U', defaultVersion: 'earliest' })),
  );
});

const cards = (page: Page) => page.locator('.game-grid').getByRole('article');
const matches = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ games?$|^No games found/ });
const card = (page: Page, title: string, console: string) =>
  cards(page)
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .filter({ has: page.locator('.game-card-console', { hasText: new RegExp(`^${console}$`) }) });
const openFilters = async (page: Page) => {
  const filters = page.locator('details.game-filters');
  if (!(await filters.evaluate((details: HTMLDetailsElement) => details.open)))
    await filters.locator('summary').click();
};
const matchCount = async (page: Page) => Number((await matches(page).textContent())?.match(/^(\d+)/)?.[1]);

test('a visitor finds Super Mario games on several consoles, the exact title first, and opens one', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(page.getByRole('link', { name: 'Add a game' })).toHaveAttribute('href', '/games/add');
  await expect(matches(page)).toHaveText(/^\d+ games$/);
  const catalogue = await matchCount(page);
  const searchbox = page.getByRole('searchbox', { name: 'Search games by title' });
  await searchbox.fill('mario');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/games\?q=mario$/);
  // The whole catalogue stays on screen until the matches have arrived.
  await expect(matches(page)).not.toHaveText(`${catalogue} games`);
  const total = await matchCount(page);
  expect(total).toBeLessThan(catalogue);
  // Every match is reachable a page at a time.
  while (await page.getByRole('button', { name: 'Load more' }).isVisible()) {
    const shown = await cards(page).count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).not.toHaveCount(shown);
  }
  await expect(cards(page)).toHaveCount(total);
  await expect(card(page, 'Super Mario Bros.', 'Nintendo Entertainment System')).toHaveCount(1);
  await expect(card(page, 'Super Mario World', 'Super Nintendo Entertainment System')).toHaveCount(1);
  await expect(card(page, 'Super Mario 64', 'Nintendo 64')).toHaveCount(1);
  await expect(card(page, 'Super Mario Galaxy', 'Wii')).toHaveCount(1);

  // "New Super Mario Bros." comes first by title; the exact title comes first by relevance.
  await searchbox.fill('Super Mario Bros.');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/games\?q=Super\+Mario\+Bros\.$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Super Mario Bros.');
  await expect(cards(page).first()).toContainText('Nintendo Entertainment System');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/sort=title/);
  await expect(cards(page).first().getByRole('heading')).toHaveText('New Super Mario Bros.');
  // Each applied search is a history entry.
  await page.goBack();
  await expect(page).toHaveURL(/\/games\?q=Super\+Mario\+Bros\.$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Relevance');
  await expect(cards(page).first().getByRole('heading')).toHaveText('Super Mario Bros.');

  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Super Mario Bros.' })).toBeVisible();
  const selector = page.getByRole('combobox', { name: /version/i });
  await expect(selector.locator('option:checked')).toContainText('NTSC-U');
  await expect(page.locator('.version-details dl')).toContainText('NTSC-U');
  const japanese = await selector.locator('option', { hasText: 'NTSC-J' }).getAttribute('value');
  await selector.selectOption(japanese!);
  await expect(page).toHaveURL(new RegExp(`\\?version=${japanese}$`));
  await expect(page.getByRole('region', { name: 'スーパーマリオブラザーズ' })).toBeVisible();
  await expect(page.locator('.version-details dl')).toContainText('NTSC-J');
});

test('filtering by console and region narrows the list, and the filters survive a reload', async ({ page }) => {
  await page.goto('/games?q=mario');
  await expect(matches(page)).toHaveText(/^\d+ games$/);
  const all = await matchCount(page);
  await openFilters(page);
  await page.getByRole('combobox', { name: 'Console' }).selectOption({ label: 'Super Nintendo Entertainment System' });
  await expect(page).toHaveURL(/[?&]console=/);
  await expect(matches(page)).toHaveText('4 games');
  expect(all).toBeGreaterThan(4);
  await expect(cards(page).locator('.game-card-console')).toHaveText(
    Array(4).fill('Super Nintendo Entertainment System'),
  );
  await expect(cards(page).filter({ hasText: 'Super Mario RPG' })).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'PAL' });
  await expect(page).toHaveURL(/[?&]region=PAL/);
  // Super Mario RPG never came out in PAL countries.
  await expect(matches(page)).toHaveText('3 games');
  await expect(cards(page).filter({ hasText: 'Super Mario RPG' })).toHaveCount(0);

  await page.reload();
  await expect(matches(page)).toHaveText('3 games');
  await expect(page.getByRole('searchbox', { name: 'Search games by title' })).toHaveValue('mario');
  await expect(page.getByRole('combobox', { name: 'Console' }).locator('option:checked')).toHaveText(
    'Super Nintendo Entertainment System',
  );
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('PAL');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/games\?q=mario$/);
  await expect(matches(page)).toHaveText(`${all} games`);
});

test('sorting by release date puts the oldest games first', async ({ page }) => {
  await page.goto('/games?q=mario');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Release date (oldest first)' });
  await expect(page).toHaveURL(/\/games\?q=mario&sort=release-date$/);
  // Cards lead with the game's title; The Lost Levels only came out in Japan, so its Japanese title stands beside it.
  await expect(cards(page).getByRole('heading').first()).toHaveText('Super Mario Bros.');
  expect((await cards(page).getByRole('heading').allTextContents()).slice(0, 4)).toEqual([
    'Super Mario Bros.',
    'Super Mario Bros.: The Lost Levels',
    'Super Mario Bros. 2',
    'Super Mario Bros. 3',
  ]);
  await expect(cards(page).nth(1).getByText('スーパーマリオブラザーズ2', { exact: true })).toHaveAttribute(
    'lang',
    'ja',
  );
});

test('a developer is picked with the keyboard, and a shared link names it', async ({ page }) => {
  await page.goto('/games');
  await openFilters(page);
  const developer = page.getByRole('combobox', { name: 'Developer' });
  await developer.fill('squar');
  await expect(page.getByRole('listbox', { name: 'Developer' }).getByRole('option').first()).toHaveText('Square');
  await developer.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Square', exact: true })).toHaveAttribute('aria-selected', 'true');
  await developer.press('Enter');
  await expect(page).toHaveURL(/\/games\?developer=/);
  await expect(card(page, 'Chrono Trigger', 'Super Nintendo Entertainment System')).toHaveCount(1);

  await page.goto(page.url());
  await expect(page.getByRole('combobox', { name: 'Developer' })).toHaveValue('Square');
  await expect(card(page, 'Chrono Trigger', 'Super Nintendo Entertainment System')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove the developer filter' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('combobox', { name: 'Developer' })).toBeFocused();
});

test('a search that finds nothing says "No games found", and impossible years are explained', async ({ page }) => {
  await page.goto('/games');
  const searchbox = page.getByRole('searchbox', { name: 'Search games by title' });
  await searchbox.fill('zzzz no such game');
  await searchbox.press('Enter');
  await expect(matches(page)).toHaveText('No games found for “zzzz no such game”');
  await expect(cards(page)).toHaveCount(0);

  await page.goto('/games?region=OTHER&to=1960');
  await expect(matches(page)).toHaveText('No games found');

  await page.goto('/games?q=mario');
  await openFilters(page);
  await page.getByRole('spinbutton', { name: 'From year' }).fill('1999');
  await page.getByRole('spinbutton', { name: 'To year' }).fill('1990');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert')).toHaveText('The “to” year must not be before the “from” year');
  await expect(page.getByRole('spinbutton', { name: 'To year' })).toBeFocused();
  await expect(page).toHaveURL(/\/games\?q=mario$/);
  await page.getByRole('spinbutton', { name: 'To year' }).fill('2001');
  await page.getByRole('spinbutton', { name: 'To year' }).press('Enter');
  await expect(page).toHaveURL(/\/games\?q=mario&from=1999&to=2001$/);
  await expect(card(page, 'Paper Mario', 'Nintendo 64')).toHaveCount(1);
  await expect(card(page, 'Super Mario 64', 'Nintendo 64')).toHaveCount(0);
});

test('the filters fold away on a phone and open with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/games');
  const console = page.getByRole('combobox', { name: 'Console' });
  await expect(console).toBeHidden();
  await page.locator('details.game-filters summary').focus();
  await page.keyboard.press('Enter');
  await expect(console).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(console).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/games with the filters and the company suggestions open has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/games?q=mario&region=PAL');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Console' })).toBeVisible();
  const check = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check();
  await page.getByRole('combobox', { name: 'Publisher' }).fill('nin');
  await expect(page.getByRole('listbox', { name: 'Publisher' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Publisher' }).press('ArrowDown');
  await check();
});
