import { expect, test } from '../fixtures.ts';

for (const width of [320, 375]) {
  test(`at ${width} px every navigation link opens inside the screen, and Escape closes the menu`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('banner').getByText('Menu', { exact: true });
    await menuButton.click();
    const links = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect(links).toHaveCount(12);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
      // WCAG 2.5.8: at least 24 px to aim at.
      expect(box.height).toBeGreaterThanOrEqual(24);
    }

    await links.nth(2).focus();
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
}

test('the header stays in the page flow on a phone and focus never lands under it on a wider screen', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('position', 'relative');

  await page.setViewportSize({ width: 900, height: 700 });
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'sticky');
  const headerHeight = (await header.boundingBox())!.height;
  // Focus a card, scroll it out of sight above, and Tab on: the browser brings the next control
  // into view below the header rather than under it.
  await page.locator('.game-grid').getByRole('link').first().focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.keyboard.press('Tab');
  const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerHeight);
});

test('in forced colours (Windows high contrast) the settings switches still show on and off', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/settings');
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  const contrast = page.getByRole('switch', { name: 'High contrast' });
  await expect(dark).toBeChecked();
  await expect(contrast).not.toBeChecked();
  const track = (name: string) =>
    page.getByRole('switch', { name }).evaluate((input) => getComputedStyle(input).backgroundColor);
  const knob = (name: string) =>
    page.getByRole('switch', { name }).evaluate((input) => getComputedStyle(input, '::before').left);
  expect(await track('Dark mode')).not.toBe(await track('High contrast'));
  expect(await knob('Dark mode')).not.toBe(await knob('High contrast'));

  await contrast.click();
  await expect(contrast).toBeChecked();
  await expect.poll(() => track('High contrast')).toBe(await track('Dark mode'));
});
