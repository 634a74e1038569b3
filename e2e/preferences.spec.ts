import { expect, storage, test } from './fixtures.ts';

test.describe('theme', () => {
  test('defaults to dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the root picker offers the four base themes, applies a choice at once and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const picker = page.getByRole('combobox', { name: 'Theme' });
    await expect(picker.locator('option')).toHaveText(['Light', 'Dark', 'High contrast light', 'High contrast dark']);
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await picker.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The background eases over a short transition: wait for it rather than sample it mid-way.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(darkBackground);
    expect(await storage(page, 'localStorage', 'theme')).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('high-contrast themes use disabled opacity 1 and medium emphasis 0.7', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('high_dark');
    const values = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [
        style.getPropertyValue('--opacity-disabled').trim(),
        style.getPropertyValue('--opacity-medium-emphasis').trim(),
      ];
    });
    expect(values.map(Number)).toEqual([1, 0.7]);
  });

  test('settings offer all thirteen themes', async ({ page }) => {
    await page.goto('/settings');
    const group = page.getByRole('group', { name: 'Theme' });
    await expect(group.getByRole('radio')).toHaveCount(13);
    await group.getByRole('radio', { name: 'Robot' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'robot');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'robot');
  });
});

test.describe('language', () => {
  test('each option shows its code, name and icon', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
      '🇬🇧 English (en)',
      '🇳🇱 Nederlands (nl)',
      '🇫🇷 Français (fr)',
      '🇪🇸 Español (es)',
      '🇯🇵 日本語 (jp)',
    ]);
  });

  test('switching to Dutch translates the interface at once and survives a reload', async ({ page }) => {
    await page.goto('/games');
    // The server's select is on screen before the app hydrates; a choice made then is not seen.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Spellen' })).toBeVisible();
    expect(await storage(page, 'localStorage', 'language')).toBe('nl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Spellen' })).toBeVisible();
  });

  test('Japanese is stored as jp', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await storage(page, 'localStorage', 'language')).toBe('jp');
  });

  test('an unknown saved language falls back to English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'klingon'));
    await page.goto('/games');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  });
});
