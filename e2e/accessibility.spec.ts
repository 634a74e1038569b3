import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGES = ['/', '/games', '/games?q=zelda', '/about', '/settings', '/contact', '/contribution-guide',
  '/terms-of-service', '/privacy-policy', '/does-not-exist', '/auth', '/auth?mode=signup', '/forgot-password',
  '/reset-password?token=not-a-real-token', '/change-info?mode=password', '/admin', '/dev-talk',
  '/dev-talk/how-community-review-works', '/dev-talk/no-such-post'];

for (const path of PAGES) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// The minigames in the four contrast themes, each with a game under way.
const CONTRAST_THEMES = ['light', 'dark', 'high_light', 'high_dark'];
const MINIGAME_SCREENS: { path: string; play?: (page: Page) => Promise<void> }[] = [
  { path: '/minigames' },
  { path: '/minigames/cardbattle', play: (page) => page.locator('.card-hand button').first().click() },
  {
    path: '/minigames/pong',
    play: async (page) => {
      await page.getByRole('button', { name: 'Start match' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByText('Paused.')).toBeVisible();
    },
  },
];
for (const theme of CONTRAST_THEMES) {
  for (const { path, play } of MINIGAME_SCREENS) {
    test(`${path} in the ${theme} theme has no WCAG A/AA violations`, async ({ page }) => {
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await play?.(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(found).toEqual([]);
    });
  }
}

test('a game page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/games?q=pokemon%20red');
  await page.locator('.game-grid').getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the terms dialog has no WCAG A/AA violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test('the whole home page can be used with the keyboard: skip link first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
