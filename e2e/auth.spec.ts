import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { latestMailTo, requestPasswordResetThroughApi, signUpThroughApi, uniqueEmail } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** Details for an account signed up through the screen: the server derives the username from the email. */
function newAccount() {
  const email = uniqueEmail();
  const username = email.split('@')[0]!;
  return { email, username, password: `pw-${username}` };
}

async function logIn(page: Page, login: string, password: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email or username').fill(login);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page, name: string) {
  const header = page.getByRole('banner');
  await header.getByText(name, { exact: true }).click();
  await header.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('a new member signs up, sees their name in the header, logs out and logs in with username and with email', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/auth?mode=signup');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByLabel('Confirm password').fill(account.password);
  await panel.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
  // Arriving on a page focuses its heading; the account menu is opened from there.
  const heading = page.getByRole('heading', { level: 1, name: 'Cartridge Vault' });
  await expect(heading).toBeFocused();
  const header = page.getByRole('banner');
  await expect(header.getByText(account.username, { exact: true })).toBeVisible();

  await logOut(page, account.username);
  await expect(page).toHaveURL('/');
  await header.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, account.username, account.password);
  await expect(heading).toBeFocused();
  await expect(header.getByText(account.username, { exact: true })).toBeVisible();

  await logOut(page, account.username);
  await page.goto('/auth');
  await logIn(page, account.email, account.password);
  await expect(header.getByText(account.username, { exact: true })).toBeVisible();
});

test('the account menu opens and closes with the keyboard and offers admin tools to administrators only', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth');
  await logIn(page, account.username, account.password);
  // Signing in lands on the next page with focus on its heading; the menu is used from there.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const header = page.getByRole('banner');
  const menu = header.getByRole('navigation', { name: 'Account' });
  const summary = header.locator('summary', { hasText: account.username });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Friend requests' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');
  await expect(menu).toBeHidden();
  await logOut(page, account.username);

  await page.goto('/auth');
  await logIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await header.locator('.account-menu > summary').click();
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
});

test('a wrong password is refused without saying which part was wrong, and keeps what was typed', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth');
  await logIn(page, account.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email, username or password');
  await expect(page.getByRole('tabpanel').getByLabel('Email or username')).toHaveValue(account.username);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('sign-up with a mismatching confirmation says so and keeps the email typed', async ({ page }) => {
  const account = newAccount();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/mode=signup/);
  // Named: right after the click the log-in panel may still be the one on show (then hidden).
  const panel = page.getByRole('tabpanel', { name: 'Sign up' });
  await panel.getByLabel('Email', { exact: true }).fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByLabel('Confirm password').fill(`${account.password}x`);
  await panel.getByRole('button', { name: 'Sign up' }).click();
  await expect(panel.getByText('Passwords do not match')).toBeVisible();
  await expect(panel.getByLabel('Confirm password')).toBeFocused();
  await expect(panel.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Email')).toHaveValue(account.email);
});

test('signing up with an email already in use says so beside the email field', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth?mode=signup');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill('another-password');
  await panel.getByLabel('Confirm password').fill('another-password');
  await panel.getByRole('button', { name: 'Sign up' }).click();
  await expect(panel.getByText('This email address is already in use')).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Email')).toBeFocused();
});

test('logging in from the login prompt returns to the page it came from', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth?next=/settings');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Signed in already: the screen says as whom and offers the way on or out.
  await page.goto('/auth?next=/settings');
  await expect(page.getByRole('status')).toHaveText(`You are logged in as ${account.username}.`);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/settings');
  // A `next` the browser would read as another host (it drops the tab: `//evil.example/`) leads home.
  await page.goto('/auth?next=/%09/evil.example/');
  await expect(page.getByRole('status')).toHaveText(`You are logged in as ${account.username}.`);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('after five wrong passwords the login screen says how long to wait', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email or username').fill(account.username);
  await panel.getByLabel('Password', { exact: true }).fill('not-the-password');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answered = page.waitForResponse('**/graphql');
    await panel.getByRole('button', { name: 'Log in' }).click();
    await answered;
  }
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes\.$/);
  await expect(panel.getByLabel('Email or username')).toHaveValue(account.username);
});

/** The reset link mailed to `email`, as a path on this server. */
async function mailedResetPath(request: APIRequestContext, email: string): Promise<string> {
  const mail = await latestMailTo(request, email, 'password-reset');
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link in the mail to ${email}: ${mail.text}`);
  // The link points at SITE_ORIGIN, a host that exists only in the mail.
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a forgotten password is reset through the mailed link; the new one works and the old one no longer does', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toHaveText(
    'If an account uses this address, we have sent it a link to reset the password. The link works for 60 minutes.',
  );

  const resetPath = await mailedResetPath(request, account.email);
  await page.goto(resetPath);
  const newPassword = `new-${account.password}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can now log in.');

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logIn(page, account.username, account.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email, username or password');
  await logIn(page, account.username, newPassword);
  await expect(page.getByRole('banner').getByText(account.username, { exact: true })).toBeVisible();

  // A link works once.
  await page.goto(resetPath);
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('resetting the password of the account this browser is signed in to logs the browser out too', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(page.request);
  await requestPasswordResetThroughApi(request, account.email);
  const resetPath = await mailedResetPath(request, account.email);
  await page.goto(resetPath);
  await expect(page.getByRole('banner').getByText(account.username, { exact: true })).toBeVisible();
  const newPassword = `new-${account.password}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can now log in.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the forgot-password form explains a malformed email beside the field', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('');
});

test('a reset address without a valid token offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await page.goto('/reset-password?token=made-up');
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('after switching to Dutch the login screen and its messages are in Dutch', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('tab', { name: 'Inloggen' })).toBeVisible();
  const login = page.getByRole('tabpanel');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(login.getByText('Dit veld is verplicht').first()).toBeVisible();
  await login.getByLabel('E-mail of gebruikersnaam').fill(`nobody-${Date.now()}`);
  await login.getByLabel('Wachtwoord').fill('not the password');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(login.getByRole('alert')).toContainText('Onjuist e-mailadres, gebruikersnaam of wachtwoord');

  await page.getByRole('tab', { name: 'Registreren' }).click();
  // Named: right after the click the log-in panel may still be the one on show (then hidden).
  const signUp = page.getByRole('tabpanel', { name: 'Registreren' });
  await signUp.getByLabel('E-mail', { exact: true }).fill(`dutch-${Date.now()}@example.org`);
  await signUp.getByLabel('Wachtwoord', { exact: true }).fill('long enough 1');
  await signUp.getByLabel('Wachtwoord bevestigen').fill('long enough 2');
  await signUp.getByRole('button', { name: 'Registreren' }).click();
  await expect(signUp.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
});
