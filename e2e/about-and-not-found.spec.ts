import { expect, test } from './fixtures.ts';

test('the Konami code on the about page shows "Cheater!"', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Cartridge Vault' })).toBeVisible();
  await expect(page.getByText('Cheater!')).toHaveCount(0);
  for (const key of [
    'ArrowUp',
    'ArrowUp',
    'ArrowDown',
    'ArrowDown',
    'ArrowLeft',
    'ArrowRight',
    'ArrowLeft',
    'ArrowRight',
    'b',
    'a',
  ]) {
    await page.keyboard.press(key);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Cheater!' })).toBeVisible();
});

test('a wrong key in the middle of the Konami code shows nothing', async ({ page }) => {
  await page.goto('/about');
  for (const key of [
    'ArrowUp',
    'ArrowUp',
    'ArrowDown',
    'ArrowDown',
    'ArrowLeft',
    'x',
    'ArrowLeft',
    'ArrowRight',
    'b',
    'a',
  ]) {
    await page.keyboard.press(key);
  }
  await expect(page.getByText('Cheater!')).toHaveCount(0);
});

test('an unknown path shows the not-found page with the path and ways back', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/this/does/not/exist')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test('pressing the 404 five times with the keyboard reveals the secret variant', async ({ page }) => {
  await page.goto('/nowhere');
  const button = page.getByRole('button', { name: '404' });
  await button.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
  await expect(page.getByText('Secret level unlocked!')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Secret level unlocked!' })).toBeVisible();
});
