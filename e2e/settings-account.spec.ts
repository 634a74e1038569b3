import AxeBuilder from '@axe-core/playwright';
import { isSignedIn, logInThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, graphqlAnswer, postsOperation, storage, test } from './fixtures.ts';

// Each test signs a new account of its own up through `page.request`, so the page is signed in as it.

test.describe('email notifications', () => {
  test('a signed-in user’s choices are kept by the account, survive a reload and are mirrored to emailDefaults', async ({
    page,
  }) => {
    await signUpThroughApi(page.request);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Email notifications' });
    const master = section.getByRole('switch', { name: 'Email notifications' });
    await expect(master).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Approved request' })).toBeDisabled();

    let saved = graphqlAnswer(page, 'useUpdateEmailPreferencesMutation');
    await master.check();
    await saved;
    saved = graphqlAnswer(page, 'useUpdateEmailPreferencesMutation');
    await section.getByRole('checkbox', { name: 'Approved request' }).check();
    await saved;

    // The account is the source: even with this browser's copy gone, the choices come back from the server.
    await page.evaluate(() => localStorage.removeItem('emailDefaults'));
    await page.reload();
    await expect(master).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Approved request' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Security' })).not.toBeChecked();
    await expect
      .poll(async () => JSON.parse((await storage(page, 'localStorage', 'emailDefaults')) ?? 'null'))
      .toEqual({
        enabled: true,
        collectionGameRequest: false,
        requestApproved: true,
        requestExpired: false,
        moderatorUpdates: false,
        security: false,
        wantedForTrade: false,
      });
  });

  test('a visitor is invited to log in and the choices stay in this browser', async ({ page }) => {
    const mutations: string[] = [];
    page.on('request', (request) => {
      if (postsOperation(request, 'useUpdateEmailPreferencesMutation')) mutations.push(request.url());
    });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Email notifications' });
    await expect(section.getByRole('link', { name: 'Log in to receive these mails.' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fsettings',
    );
    await section.getByRole('switch', { name: 'Email notifications' }).check();
    await section.getByRole('checkbox', { name: 'Moderator mail' }).check();
    expect(JSON.parse((await storage(page, 'localStorage', 'emailDefaults')) ?? 'null')).toMatchObject({
      enabled: true,
      moderatorUpdates: true,
    });
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Moderator mail' })).toBeChecked();
    expect(mutations).toEqual([]);
  });
});

test.describe('account', () => {
  test('another browser shows as a second session, and logging it out ends it there', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email, password } = await signUpThroughApi(page.request);
    const other = await browser.newContext({ baseURL });
    try {
      expect(await logInThroughApi(other.request, email, password)).toBe('MutationLogInSuccess');
      expect(await isSignedIn(other.request)).toBe(true);

      await page.goto('/settings');
      const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
      await expect(sessions.filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
      await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByText('The session was logged out.')).toBeVisible();
      await expect(sessions).toHaveCount(1);
      await expect(sessions.first()).toContainText('This device');

      expect(await isSignedIn(other.request)).toBe(false);
      expect(await isSignedIn(page.request)).toBe(true);
    } finally {
      await other.close();
    }
  });

  test('deleting the account needs the right password, then logs out for good', async ({ page }) => {
    const { email, password } = await signUpThroughApi(page.request);
    await page.goto('/settings');
    const opener = page.getByRole('button', { name: 'Delete account' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('Deletion is instant and irreversible.');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('The password is incorrect')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSignedIn(page.request)).toBe(false);
    expect(await logInThroughApi(page.request, email, password)).toBe('ValidationError');
  });
});

test('the signed-in settings page and the deletion dialog have no WCAG A/AA violations', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);
});
