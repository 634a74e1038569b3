import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInThroughApi, signUpThroughApi, uniqueEmail } from './accounts.ts';
import { expect, postsOperation, test } from './fixtures.ts';

// Each test signs a fresh account up through `page.request`, so the page is signed in as it;
// the tests that type the current password give it this one.
const PASSWORD = 'first-password-1';

/** Counts the page's own requests for one mutation (by its name), to prove a check happened in the browser. */
function countMutations(page: Page, operationName: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (postsOperation(request, operationName)) count += 1;
  });
  return () => count;
}

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/change-info?mode=password');
  await expect(page.getByText('Please login to contribute')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
});

test('changing the password checks the confirmation, refuses a wrong current password, then succeeds', async ({
  page,
  request,
}) => {
  const { email } = await signUpThroughApi(page.request, { password: PASSWORD });
  const changePasswordRequests = countMutations(page, 'useChangePasswordMutation');
  await page.goto('/change-info?mode=password');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill(PASSWORD);
  await next.fill('second-password-2');
  await confirmation.fill('second-password-3');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(changePasswordRequests()).toBe(0);

  await current.fill('not-my-password');
  await confirmation.fill('second-password-2');
  await submit.click();
  await expect(page.getByText('The password is incorrect')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to change password. Please try again.' }),
  ).toBeVisible();
  await expect(current).toBeFocused();
  await expect(next).toHaveValue('second-password-2');
  // The counter does see a request that reaches the server, so its 0 above means something.
  expect(changePasswordRequests()).toBe(1);

  await current.fill(PASSWORD);
  await submit.click();
  const status = page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Your other sessions were logged out.');
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  expect(await logInThroughApi(request, email, 'second-password-2')).toBe('MutationLogInSuccess');
});

test('changing the email needs the current address, refuses one in use, then logs in with the new one', async ({
  page,
  request,
}) => {
  const { email: someoneElse } = await signUpThroughApi(request);
  const { email } = await signUpThroughApi(page.request, { password: PASSWORD });
  const newEmail = uniqueEmail();
  await page.goto('/change-info?mode=email');
  await expect(page.getByText(`Your current email address is ${email}.`)).toBeVisible();
  const current = page.getByLabel('Current email address');
  await expect(current).toHaveValue('');
  const submit = page.getByRole('button', { name: 'Change email address' });

  await current.fill(someoneElse);
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('This is not the email address of your account')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to change email. Please try again.' })).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(email);
  await page.getByLabel('New email address').fill(someoneElse);
  await submit.click();
  await expect(page.getByText('This email address is already in use')).toBeVisible();
  await expect(page.getByLabel('New email address')).toBeFocused();

  await page.getByLabel('New email address').fill(newEmail);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email address has been changed.' })).toBeVisible();
  await expect(page.getByText(`Your current email address is ${newEmail}.`)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect(await logInThroughApi(request, newEmail, PASSWORD)).toBe('MutationLogInSuccess');
});

test('changing the name needs at least one new name and a valid username', async ({ page }) => {
  await signUpThroughApi(page.request, { password: PASSWORD });
  await page.goto('/change-info?mode=name');
  const username = page.getByLabel('New username');
  const submit = page.getByRole('button', { name: 'Change name' });

  await page.getByLabel('Password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Enter a new username, a new display name or both')).toBeVisible();
  await expect(username).toBeFocused();

  await username.fill('a!');
  await submit.click();
  await expect(page.getByText('Username must be 3-20 characters')).toBeVisible();

  const newName = `u_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await username.fill(newName);
  await page.getByLabel('New display name').fill('Cartridge Fan');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been changed.' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: newName })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Cartridge Fan' })).toBeVisible();
  await expect(username).toHaveValue('');
});

test('the security question is reached from the menu, needs a question and an answer, and is saved', async ({
  page,
}) => {
  await signUpThroughApi(page.request);
  await page.goto('/change-info');
  await page.getByRole('link', { name: 'Change security question' }).click();
  await expect(page.getByText('You have not set a security question yet.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change security question' });

  await submit.click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByLabel('Security question')).toBeFocused();

  await page.getByLabel('Security question').fill('Name of my first console?');
  await page.getByLabel('Answer').fill('Super Famicom');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your security question has been changed.' })).toBeVisible();
  await expect(page.getByText('Your current security question is Name of my first console?')).toBeVisible();
  await expect(page.getByLabel('Answer')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
});

test('every form, with its problems showing, has no WCAG A/AA violations', async ({ page }) => {
  // Four pages, each with a full axe pass: three times the usual time.
  test.slow();
  await signUpThroughApi(page.request);
  for (const [mode, button] of [
    ['password', 'Change password'],
    ['email', 'Change email address'],
    ['name', 'Change name'],
    ['security', 'Change security question'],
  ] as const) {
    await page.goto(`/change-info?mode=${mode}`);
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('in Spanish, a refused password change says so in Spanish beside the field and above the form', async ({
  page,
}) => {
  await signUpThroughApi(page.request, { password: PASSWORD });
  await page.goto('/change-info?mode=password');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Contraseña actual').fill('not-my-password');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirmar nueva contraseña').fill('second-password-2');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña es incorrecta')).toBeVisible();
  await expect(page.getByText('No se pudo cambiar la contraseña. Inténtalo de nuevo.')).toBeVisible();
});
