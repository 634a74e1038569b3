import { expect, storage, test } from './fixtures.ts';

test.use({ agreed: false });

test.describe('terms gate', () => {
  test('a first visit shows the persistent terms dialog instead of the page', async ({ page }) => {
    await page.goto('/games');
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(dialog).toBeVisible();
    // The app's own dialog, which replaces the preview painted before the app's code (its Agree disabled).
    await expect(dialog.getByRole('button', { name: 'Agree' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const width = await dialog.evaluate((el) => getComputedStyle(el).maxWidth);
    expect(width).toBe('600px');
  });

  test('agreeing stores the acceptance of version 1.2 and shows the page, also after a reload', async ({ page }) => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    expect(await storage(page, 'localStorage', 'agreedToToS')).toBe('true');
    expect(await storage(page, 'localStorage', 'ToSVersion')).toBe('1.2');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is never shown on the terms and privacy pages', async ({ page }) => {
    for (const path of ['/terms-of-service', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('the dialog links to the terms page, which opens without the dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog').getByRole('link', { name: 'terms of service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an acceptance of an older version is revoked and the dialog says the terms changed', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('agreedToToS', 'true');
        localStorage.setItem('ToSVersion', '1.1');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('updated to version 1.2');
    // The app's own dialog (its Agree works; the preview painted before the app's code is disabled).
    await expect(dialog.getByRole('button', { name: 'Agree' })).toBeEnabled();
    expect(await storage(page, 'localStorage', 'agreedToToS')).toBe('false');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    expect(await storage(page, 'localStorage', 'ToSVersion')).toBe('1.2');
    expect(await storage(page, 'localStorage', 'agreedToToS')).toBe('true');
  });

  // Preact (through preact/compat) threw from Relay's hooks in the profile here (issue 30).
  test('after agreeing to changed terms, a profile opens without a page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('agreedToToS', 'true');
        localStorage.setItem('ToSVersion', '1.1');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/games');
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(dialog.getByRole('status')).toContainText('updated to version 1.2');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await page.goto('/user/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Admin' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
