import { expect, test } from './fixtures.ts';

// With the default region (NTSC-J) a card still leads with the game's title; the Japanese
// release's title stands beside it, marked as Japanese, and the picker tells every version apart.

test('a search result shows the game’s title first and the Japanese title beside it, marked lang="ja"', async ({
  page,
}) => {
  await page.goto('/games?q=pokemon+red');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const card = page.locator('.game-grid').getByRole('article', { name: 'Pokémon Red Version', exact: true });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Pokémon Red Version');
  const japanese = card.getByText('ポケットモンスター 赤', { exact: true });
  await expect(japanese).toHaveAttribute('lang', 'ja');
  await expect(card.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', /./);

  // Every option of the version picker reads differently: the UK and French releases of 1999 too.
  const options = card.getByRole('combobox', { name: 'Version' }).locator('option');
  const labels = await options.allTextContents();
  expect(labels).toHaveLength(4);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toEqual(expect.arrayContaining(['PAL · 1999', 'PAL · France · 1999']));

  // Choosing the French release shows its title beside the game's.
  await card.getByRole('combobox', { name: 'Version' }).selectOption({ label: 'PAL · France · 1999' });
  await expect(card.getByText('Pokémon Version Rouge', { exact: true })).toBeVisible();
  await expect(card.getByText('Pokémon Version Rouge', { exact: true })).not.toHaveAttribute('lang', /./);
});

test('a game page marks a Japanese version title as Japanese and tells its versions apart', async ({ page }) => {
  await page.goto('/games?q=pokemon+red');
  await page
    .locator('.game-grid')
    .getByRole('article', { name: 'Pokémon Red Version', exact: true })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pokémon Red Version' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'ポケットモンスター 赤' })).toHaveAttribute('lang', 'ja');
  const labels = await page.getByRole('combobox', { name: 'Version' }).locator('option').allTextContents();
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toEqual(expect.arrayContaining(['PAL · 1999', 'PAL · France · 1999']));
});
