import { graphqlThroughApi, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

test('a moderator finds Admin in the account menu and it opens the moderators’ tools', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { username } = await signUpThroughApi(page.request);
  const { viewer } = await graphqlThroughApi<{ viewer: { id: string } }>(page.request, '{ viewer { id } }');
  const admin = await playwright.request.newContext({ baseURL });
  await logInAsAdmin(admin);
  const { setUserRole } = await graphqlThroughApi<{ setUserRole: { __typename: string } }>(
    admin,
    'mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }',
    { input: { userId: viewer.id, role: 'MODERATOR' } },
  );
  expect(setUserRole.__typename).toBe('MutationSetUserRoleSuccess');
  await admin.dispose();

  await page.goto('/');
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: username }).click();
  const menu = header.getByRole('navigation', { name: 'Account' });
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Request feed' })).toBeVisible();
});
