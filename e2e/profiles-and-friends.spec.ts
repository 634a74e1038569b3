import type { Page } from '@playwright/test';
import { befriendThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { anotherBrowser } from './people.ts';

/** A second person in a browser of their own, already past the terms dialog. */
async function saveProfileSettings(page: Page, visibility: string, hide: string[] = []) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Profile' });
  await section.getByLabel('Who can see your profile').selectOption({ label: visibility });
  for (const name of hide) await section.getByRole('checkbox', { name, exact: true }).check();
  await section.getByRole('button', { name: 'Save profile settings' }).click();
  await expect(section.getByText('Profile settings saved.')).toBeVisible();
}

test.describe('profiles and friends', () => {
  test('unfriending asks first; keeping the friend changes nothing', async ({ page, browser }) => {
    const ann = await signUpThroughApi(page.request);
    const bobPage = await (await anotherBrowser(browser)).newPage();
    const bob = await signUpThroughApi(bobPage.request);
    await befriendThroughApi(page.request, bobPage.request, ann.username, bob.username);

    await page.goto(`/user/${bob.username}`);
    await page.getByRole('button', { name: 'Unfriend' }).click();
    const dialog = page.getByRole('dialog', { name: /from your friends\?$/ });
    await dialog.getByRole('button', { name: 'Keep as friend' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unfriend' })).toBeFocused();

    await page.getByRole('button', { name: 'Unfriend' }).click();
    await dialog.getByRole('button', { name: 'Unfriend' }).click();
    await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
    await bobPage.close();
  });

  test('a friends-only profile opens once a friend request is accepted; hidden sections stay private', async ({
    page,
    browser,
  }) => {
    const ann = await signUpThroughApi(page.request);
    const bobPage = await (await anotherBrowser(browser)).newPage();
    const bob = await signUpThroughApi(bobPage.request);
    await saveProfileSettings(bobPage, 'Friends only', ['Stats']);

    await page.goto(`/user/${bob.username}`);
    await expect(page.getByRole('heading', { level: 1, name: bob.username })).toBeVisible();
    await expect(page.getByText('profile private')).toBeVisible();

    await page.getByRole('button', { name: 'Add friend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message (optional)').fill('x'.repeat(256));
    await expect(dialog.getByText('256 / 255 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('At most 255 characters')).toBeVisible();
    await dialog.getByLabel('Message (optional)').fill('Hello from a fellow collector');
    await expect(dialog.getByText('29 / 255 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Friend request sent')).toBeVisible();

    await bobPage.goto('/friend-requests');
    await expect(bobPage.getByText('Hello from a fellow collector')).toBeVisible();
    await bobPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(bobPage.getByText('no friend requests')).toBeVisible();

    await page.reload();
    await expect(page.getByText('profile private')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Friends', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: ann.username })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stats' }).getByText('section private')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfriend' })).toBeVisible();
    await bobPage.close();
  });

  test('a private profile shows "profile private" to others and everything to its owner', async ({ page, browser }) => {
    const carol = await signUpThroughApi(page.request);
    await saveProfileSettings(page, 'Private');
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: carol.username })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Favourite game', level: 2 })).toBeVisible();

    const other = await (await anotherBrowser(browser)).newPage();
    await signUpThroughApi(other.request);
    await other.goto(`/user/${carol.username}`);
    await expect(other.getByText('profile private')).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Favourite game' })).toHaveCount(0);
    await other.goto('/friend-requests?tab=sent');
    await expect(other.getByText('no friend requests')).toBeVisible();
    await other.close();
  });
});
