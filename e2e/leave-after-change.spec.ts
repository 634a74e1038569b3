import type { Route } from '@playwright/test';
import { graphqlThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// A change shows on screen at once (optimistic), before the server has it. A member who presses
// Add and leaves the page right away must still find the copy in their collection: the page sends
// its writes keepalive (web/src/relay/keepalive.ts), so the browser finishes them after it is gone.
// Without that, Chromium cancels the request with the page and this test fails.

test('a copy added just before leaving the page is in the collection', async ({ page }) => {
  await signUpThroughApi(page.request);
  const { games } = await graphqlThroughApi<{ games: { edges: { node: { databaseId: number } }[] } }>(
    page.request,
    '{ games(first: 1) { edges { node { databaseId } } } }',
  );
  await page.goto(`/games/${games.edges[0]!.node.databaseId}`);
  const add = page
    .getByRole('group', { name: /^Your collection: / })
    .getByRole('button', { name: 'Add to collection' });
  await expect(add).toBeEnabled();
  // The server takes its time with the write, as under load: the page is gone before the answer.
  const slowWrites = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  };
  await page.route('**/graphql', slowWrites);
  await add.click();
  await page.goto('/about');
  await expect
    .poll(async () => {
      const { viewer } = await graphqlThroughApi<{ viewer: { collection: { totalCount: number } } }>(
        page.request,
        '{ viewer { collection(first: 1) { totalCount } } }',
      );
      return viewer.collection.totalCount;
    })
    .toBe(1);
});
