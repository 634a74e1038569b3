import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Runs in both projects: the desktop window and the 375 px phone (playwright.config.ts).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CONTRAST_THEMES = ['light', 'dark', 'high_light', 'high_dark'];

async function violations(page: Page): Promise<string[]> {
  // Game cards out of view skip rendering (content-visibility: auto, base.css) until scrolled near;
  // axe reads colours from what is rendered, so every card is drawn for the check.
  await page.addStyleTag({ content: '.game-card { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The next page opens in `theme`, as a visitor who chose it in Settings sees it. */
async function useTheme(page: Page, theme: string): Promise<void> {
  // Theme colours fade over 0.2 s; reduced motion makes them final at once for axe's contrast check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
}

async function expectTheme(page: Page, theme: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

const PAGES = [
  '/',
  '/games',
  '/games?q=zelda',
  '/about',
  '/settings',
  '/contact',
  '/contribution-guide',
  '/terms-of-service',
  '/privacy-policy',
  '/does-not-exist',
  '/auth',
  '/auth?mode=signup',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/change-info?mode=password',
  '/admin',
  '/dev-talk',
  '/dev-talk/how-community-review-works',
  '/dev-talk/no-such-post',
];

// One route in one theme a test: one axe pass each, well inside the usual time limit even on a
// busy 2-core runner, and the workers share them out.
for (const path of PAGES) {
  for (const theme of CONTRAST_THEMES) {
    test(`${path} in the ${theme} theme has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, theme);
      expect(await violations(page)).toEqual([]);
    });
  }
}

// A member's own screens, and another member's profile.
const MEMBER_PAGES = [
  '/user',
  '/user/admin',
  '/friend-requests',
  '/collection',
  '/settings',
  '/requests',
  '/request/1',
  '/games/add',
];

for (const path of MEMBER_PAGES) {
  for (const theme of CONTRAST_THEMES) {
    test(`${path}, signed in, in the ${theme} theme has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await signUpThroughApi(page.request);
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      await expectTheme(page, theme);
      expect(await violations(page)).toEqual([]);
    });
  }
}

// The minigames in the four contrast themes, each with a game under way.
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
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, theme);
      await play?.(page);
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const theme of CONTRAST_THEMES) {
  test(`a game page in the ${theme} theme has no WCAG A/AA violations`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/games?q=pokemon%20red');
    await page.locator('.game-grid').getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectTheme(page, theme);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('before agreeing to the terms', () => {
  test.use({ agreed: false });

  for (const theme of CONTRAST_THEMES) {
    test(`the terms dialog in the ${theme} theme has no WCAG A/AA violations`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectTheme(page, theme);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('the whole home page can be used with the keyboard: skip link first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
