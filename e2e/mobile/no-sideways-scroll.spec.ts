import type { Page } from '@playwright/test';
import type { RouteName } from '../../web/src/routes/route-names.ts';
import { logInAsAdmin } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

// One real address per route of the route table: a new route fails to compile until it is added.
// Seeded data: game 1, request 1 and the Dev Talk post exist in every fresh e2e database.
const ROUTES: Record<RouteName, string> = {
  home: '/',
  games: '/games?q=mario',
  collection: '/collection',
  'add-game': '/games/add',
  'game-detail': '/games/1',
  'edit-game': '/games/1/edit',
  'game-history': '/games/1/history',
  about: '/about',
  minigames: '/minigames',
  cardbattle: '/minigames/cardbattle',
  pong: '/minigames/pong',
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
  'contribution-guide': '/contribution-guide',
  contact: '/contact',
  settings: '/settings',
  auth: '/auth?mode=signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password?token=not-a-real-token',
  'verify-email': '/verify-email?token=not-a-real-token',
  'change-info': '/change-info?mode=password',
  api: '/api',
  admin: '/admin',
  user: '/user',
  username: '/user/admin',
  'friend-requests': '/friend-requests',
  requests: '/requests',
  'request-detail': '/request/1',
  'dev-talk': '/dev-talk',
  'dev-talk-new': '/dev-talk/new',
  'dev-talk-post': '/dev-talk/how-community-review-works',
  'dev-talk-edit': '/dev-talk/how-community-review-works/edit',
  'not-found': '/no/such/page',
};

/** How far the page reaches past the right edge of the screen, in CSS pixels (0: no sideways scroll). */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 812 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const signedIn of [false, true]) {
  for (const [name, path] of Object.entries(ROUTES)) {
    test(`${path} (${name}) does not scroll sideways at 320 or 375 px ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
    }) => {
      if (signedIn) await logInAsAdmin(page.request);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      expect(await overflowAt(page, 320)).toBe(0);
      expect(await overflowAt(page, 375)).toBe(0);
    });
  }
}
