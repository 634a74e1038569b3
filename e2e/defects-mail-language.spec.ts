import { graphqlThroughApi, latestMailTo, requestPasswordResetThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// The interface language lives in the browser; the account keeps a copy so mail is written in it.

test('a member’s mail is written in the language they use the site in', async ({ page, playwright, baseURL }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'jp');
  });
  const { email } = await signUpThroughApi(page.request);
  const accountLocale = async () =>
    (await graphqlThroughApi<{ viewer: { locale: string } }>(page.request, '{ viewer { locale } }')).viewer.locale;

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect.poll(accountLocale).toBe('ja');

  await page.getByRole('combobox', { name: '言語' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(accountLocale).toBe('fr');

  const other = await playwright.request.newContext({ baseURL });
  await requestPasswordResetThroughApi(other, email);
  const mail = await latestMailTo(other, email, 'password-reset');
  await other.dispose();
  expect(mail.subject).toBe('Réinitialisez votre mot de passe Cartridge Vault');
  expect(mail.text).toContain('Choisissez un nouveau mot de passe');
});
