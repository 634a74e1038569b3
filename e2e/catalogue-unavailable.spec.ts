import { expect, test } from './fixtures.ts';

const NOTICE = 'The catalogue is briefly unavailable. Retrying…';

test('while the database is briefly out of reach the page says so, retries, and shows itself once it answers', async ({
  page,
}) => {
  // The server's answer while its database does not answer, for the first two GraphQL requests.
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
  await page.goto('/about');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About Cartridge Vault' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(refused).toBe(2);
});
