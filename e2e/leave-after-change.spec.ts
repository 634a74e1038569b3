import type { Page, Route } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { collectionSize, firstGames } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// A change shows on screen at once (optimistic), before the server has it. A member who presses
// Add and leaves the page right away must still find the copy in their collection: the page sends
// its writes keepalive (web/src/relay/keepalive.ts), so the browser finishes them after it is gone.
// Without that, Chromium cancels the request with the page and this test fails.

/** Holds each write (a POST) 1.5 s before it reaches the server, as a server under load would. */
async function slowWrites(route: Route) {
  if (route.request().method() !== 'POST') return route.fallback();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await route.continue().catch(() => undefined);
}

/** On the game's page, presses Add with every write held back: the click returns before the server has it. */
async function addSlowly(page: Page, gameId: number) {
  await page.goto(`/games/${gameId}`);
  const add = page
    .getByRole('group', { name: /^Your collection: / })
    .getByRole('button', { name: 'Add to collection' });
  await expect(add).toBeEnabled();
  await page.route('**/graphql', slowWrites);
  await add.click();
}

test('a copy added just before leaving the page is in the collection', async ({ page }) => {
  await signUpThroughApi(page.request);
  const [game] = await firstGames(page.request, 1);
  // The server takes its time with the write, as under load: the page is gone before the answer.
  await addSlowly(page, game!.databaseId);
  await page.goto('/about');
  await expect.poll(() => collectionSize(page.request)).toBe(1);
});

// The same haste inside the app: the collection's page, opened by a link while the add is still on
// its way, must not read the collection before the server has the copy (web/src/relay/read-after-write.ts).
test('the collection opened by a link right after an add shows the copy', async ({ page }) => {
  await signUpThroughApi(page.request);
  const [game] = await firstGames(page.request, 1);
  // Visited once before, so the page has the empty collection in its store to show first.
  await page.goto('/collection');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await addSlowly(page, game!.databaseId);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Collection', exact: true }).click();
  const copies = page.getByRole('main').getByRole('region', { name: 'Copies' });
  await expect(copies.getByRole('heading', { name: game!.title }).first()).toBeVisible();
  expect(await collectionSize(page.request)).toBe(1);
});
