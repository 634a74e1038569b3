import { expect, test } from './fixtures.ts';

test('the home page shows random games from the database', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Random picks from the database' });
  await expect(grid.getByRole('article')).toHaveCount(12);
  await expect(grid.getByRole('img').first()).toBeVisible();
});

test('searching "pokemon red" finds Pokémon Red Version, and the search lives in the URL', async ({ page }) => {
  await page.goto('/games');
  await page.getByRole('searchbox', { name: 'Search games by title' }).fill('pokemon red');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/games\?q=pokemon\+red$/);
  const cards = page.locator('.game-grid').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: 'ポケットモンスター 赤' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search games by title' })).toHaveValue('pokemon red');
  await expect(cards.first()).toBeVisible();
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/games?q=zzzz%20no%20such%20game');
  await expect(page.getByRole('status').filter({ hasText: 'No games found for “zzzz no such game”' })).toBeVisible();
});

test('the game list loads more games on request', async ({ page }) => {
  await page.goto('/games');
  const cards = page.locator('.game-grid').getByRole('article');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(48);
});

test('the game page opens on the earliest NTSC-J version and switches version with the selector', async ({ page }) => {
  await page.goto('/games?q=pokemon%20red');
  // Cards show the default version (earliest NTSC-J), so the Japanese title.
  await page
    .locator('.game-grid')
    .getByRole('article')
    .filter({ hasText: 'ポケットモンスター 赤' })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pokémon Red Version' })).toBeVisible();
  const selector = page.getByRole('combobox', { name: /version/i });
  await expect(selector.locator('option:checked')).toContainText('NTSC-J');
  const details = page.getByRole('region', { name: /ポケットモンスター/ });
  await expect(details).toBeVisible();
  await expect(details.getByRole('img').first()).toBeVisible();
  const ntscU = await selector.locator('option', { hasText: 'NTSC-U' }).first().getAttribute('value');
  await selector.selectOption(ntscU!);
  await expect(page.getByRole('region', { name: /Pokémon Red Version/ })).toBeVisible();
});

test('the version selector honours the saved game defaults', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('gameDefaults', JSON.stringify({ defaultRegion: 'PAL', defaultVersion: 'earliest' })),
  );
  await page.goto('/games?q=pokemon%20red');
  await page
    .locator('.game-grid')
    .getByRole('article')
    .filter({ hasText: 'Pokémon Red Version' })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pokémon Red Version' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /version/i }).locator('option:checked')).toContainText('PAL');
});

test('an unknown game id shows "Game not found"', async ({ page }) => {
  await page.goto('/games/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
  await page.goto('/games/not-a-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
});
