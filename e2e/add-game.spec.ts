import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { noisePng, smallImage, textNamedPng } from './images.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills the first version's required fields (not the title, which follows the game's). */
async function fillVersion(
  page: Page,
  { region = 'NTSC-U', revision = '1.0', date = '1992-04-01', company = 'Vault Test Works' } = {},
) {
  await page.getByLabel('Region', { exact: true }).selectOption({ label: region });
  await page.getByLabel('Revision / number').fill(revision);
  await page.getByLabel('Release date').fill(date);
  await page.getByLabel('Developer 1', { exact: true }).fill(company);
  await page.getByLabel('Publisher 1', { exact: true }).fill(company);
  await page.getByLabel('Disc or cartridge image', { exact: true }).setInputFiles(await smallImage('cartridge.png'));
  await expect(page.getByText('Stored image: ', { exact: false }).first()).toBeVisible();
}

test.describe('adding a game', () => {
  test('a visitor is asked to log in to contribute', async ({ page }) => {
    await page.goto('/games/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a game' })).toBeVisible();
    await expect(page.getByText('Please login to contribute')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fgames%2Fadd',
    );
    await expect(page.getByLabel('Game title')).toHaveCount(0);
  });

  test('a member adds a game with images; refused images keep the form; the game is then found', async ({ page }) => {
    await signUpThroughApi(page.request);
    const title = `Vault Runner ${unique()}`;
    await page.goto('/games/add');
    await page.getByLabel('Game title').fill(title);
    await page.getByLabel('Console').selectOption({ label: 'Game Gear' });

    const medium = page.getByLabel('Disc or cartridge image', { exact: true });
    await medium.setInputFiles(await noisePng('big.png', 600 * 1024));
    await expect(page.getByText('Images must be at most 500 KB')).toBeVisible();
    await medium.setInputFiles(textNamedPng('notes.png'));
    await expect(page.getByText('Images must be PNG, JPG or WebP')).toBeVisible();
    await expect(medium).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Game title')).toHaveValue(title);
    await expect(page.getByLabel('Console').locator('option:checked')).toHaveText('Game Gear');

    await fillVersion(page);
    await expect(page.getByText('Images must be PNG, JPG or WebP')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Disc or cartridge of version 1' })).toBeVisible();
    await page
      .getByLabel('Front box art (optional)', { exact: true })
      .setInputFiles(await smallImage('front.jpg', 'jpeg', '#cc3333'));
    await expect(page.getByRole('img', { name: 'Front box art of version 1' })).toBeVisible();
    await expect(page.getByText(/Stored image: [\d.]+ KB, 40 × 56 pixels\./)).toHaveCount(2);
    await page.getByLabel('Box art URL (optional)').fill('https://example.org/box.jpg');

    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(page).toHaveURL(/\/games\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/games');
    await page.getByLabel('Search games by title').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.game-grid').getByRole('link', { name: title })).toBeVisible();

    // The public REST API (GET /api/v1/games/search) finds it too.
    const response = await page.request.get(`/api/v1/games/search?name=${encodeURIComponent(title)}`);
    expect(response.status()).toBe(200);
    expect(JSON.stringify(await response.json())).toContain(title);
  });

  test('a title like one already on the console is saved only once the member says it is a different game', async ({
    page,
  }) => {
    await signUpThroughApi(page.request);
    const title = `Congo Bongo ${unique()}`;
    await page.goto('/games/add');
    await page.getByLabel('Console').selectOption({ label: 'SG-1000' });
    await page.getByLabel('Game title').fill(title);
    await page.getByLabel('Game title').blur();
    // Shown as soon as the title is left, before saving.
    const similar = page.getByRole('region', { name: 'Similar games already in the catalogue' });
    await expect(similar.getByRole('link', { name: 'Congo Bongo (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    // Existing companies are offered while typing ("pick existing or create").
    await page.getByLabel('Developer 1', { exact: true }).fill('seg');
    await expect(page.locator('datalist option[value="Sega"]')).toBeAttached();
    await fillVersion(page, { region: 'NTSC-J', date: '1983-07-15', company: 'Sega' });
    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(similar.getByText('The game was not saved', { exact: false })).toBeVisible();
    await expect(similar.getByRole('heading')).toBeFocused();
    await expect(page).toHaveURL(/\/games\/add$/);

    await similar.getByRole('checkbox', { name: 'This is a different game' }).check();
    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(page).toHaveURL(/\/games\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the form with its errors showing has no WCAG A/AA violations', async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto('/games/add');
    await page.getByRole('checkbox', { name: 'Unique regional variant (released for one country)' }).check();
    await page.getByRole('button', { name: 'Add another version' }).click();
    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(page.getByLabel('Game title')).toBeFocused();
    await expect(page.getByText('Country is required when the country field is used')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
