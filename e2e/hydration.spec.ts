import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { logInAsAdmin } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** Holds the app's entry script until the returned function is called: the page stays as the server sent it. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a login sent before the page has hydrated is held, then done by the app: the password never goes into the address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const release = await holdTheApp(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email or username').fill('admin');
  await panel.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await panel.getByRole('button', { name: 'Log in' }).click({ noWaitAfter: true });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByText('Site Admin', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(addresses.filter((address) => address.includes(E2E_ADMIN_PASSWORD))).toEqual([]);
});

test('a link in the account menu, opened and clicked before the page has hydrated, goes to its page', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await header.locator('.account-menu > summary').click();
  await header.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});
