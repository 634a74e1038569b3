import { expect, test } from './fixtures.ts';

const NOTICE = 'The catalogue is briefly unavailable. Retrying…';

// The server's own reads run in-process (a server-rendered page while the database is down is
// api/src/http/ssr/server-render-unavailable.test.ts's): here the browser's, on a navigation.
test('while the database is briefly out of reach the page says so, retries, and shows itself once it answers', async ({
  page,
}) => {
  await page.goto('/about');
  // The server's answer while its database does not answer, for the next two GraphQL requests.
  let refused = 0;
  await page.route('**/graphql*', async (route) => {
    if (refused >= 2) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({
        errors: [{ message: 'The catalogue is briefly unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      }),
    });
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Community requests' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(refused).toBe(2);
});
