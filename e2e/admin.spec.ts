import AxeBuilder from '@axe-core/playwright';
import { latestMailTo, logInAsAdmin, requestPasswordResetThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Other specs share this server and its database: assert only on what each test created.

test('a visitor is asked to log in on the admin page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText('Please login to contribute')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/auth?next=%2Fadmin',
  );
});

test('a signed-in user who is not an administrator is turned away without asking for admin data', async ({ page }) => {
  await signUpThroughApi(page.request);
  const operations: string[] = [];
  page.on('request', (request) => {
    // Queries go as GETs naming their persisted operation; mutations as POSTs naming theirs.
    if (new URL(request.url()).pathname === '/graphql') operations.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await page.goto('/admin?tab=outbox');
  await expect(page.getByText('Only administrators and moderators can use this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  expect(operations.filter((body) => /emailOutbox|users\(|OutboxTabQuery|UsersTabQuery/.test(body))).toEqual([]);
  // The page is rendered on the server: the records it ran with are in the HTML, and hold no admin data.
  const html = await (await page.request.get('/admin?tab=outbox')).text();
  expect(html).toContain('Only administrators and moderators can use this page.');
  expect(html).toContain('id="page-data"');
  expect(html).not.toMatch(/emailOutbox|users\(/);
});

test('an administrator finds a new user and makes them a moderator, which a reload keeps', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const { username } = await signUpThroughApi(stranger);
  await stranger.dispose();
  await logInAsAdmin(page.request);

  await page.goto('/admin');
  await page.getByLabel('Search by username or email').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${username}`));
  const role = page.getByRole('combobox', { name: `Role of ${username}`, exact: true });
  await expect(role).toHaveValue('USER');
  await role.selectOption({ label: 'Moderator' });
  await page.getByRole('button', { name: `Save the role of ${username}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Role of ${username} changed to Moderator.` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: `Role of ${username}`, exact: true })).toHaveValue('MODERATOR');
});

test('an administrator reads a password-reset mail, link included, in the outbox', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const { email } = await signUpThroughApi(stranger);
  await requestPasswordResetThroughApi(stranger, email);
  await stranger.dispose();
  // The server writes the mail after it answers: wait until the outbox holds it (this signs the
  // page's requests in as the administrator), then open the page once.
  await latestMailTo(page.request, email, 'password-reset');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/[?&]tab=outbox/);
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
  // Sign-up mailed a confirmation link to the same address: pick the reset mail.
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: 'Reset your Cartridge Vault password' }) });
  await expect(mail).toBeVisible();
  await expect(mail.getByRole('heading', { name: 'Reset your Cartridge Vault password' })).toBeVisible();
  await expect(mail).toContainText('Password reset');
  await expect(mail).toContainText('Only stored in the outbox');
  const link = mail.getByText(/\/reset-password\?token=/);
  await expect(link).toBeHidden();
  await mail.getByText('Text of the mail').click();
  await expect(link).toBeVisible();
});

test('the admin page has no WCAG A/AA violations for an administrator', async ({ page }) => {
  await logInAsAdmin(page.request);
  for (const [path, section] of [
    ['/admin?tab=users', 'Users'],
    ['/admin?tab=outbox', 'Outbox'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
