import AxeBuilder from '@axe-core/playwright';
import { graphqlThroughApi, latestMailTo, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Other specs share this server and its database: assert only on what each test created.

test('a moderator watches the live request feed: a request made elsewhere appears without reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin?tab=feed');
  await expect(page.getByRole('heading', { level: 2, name: 'Request feed' })).toBeVisible();
  await expect(page.getByText('Waiting for activity…')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const member = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(member);
  const { games } = await graphqlThroughApi<{ games: { edges: { node: { id: string; title: string } }[] } }>(
    member,
    '{ games(first: 1, search: "zelda") { edges { node { id title } } } }',
  );
  const game = games.edges[0]!.node;
  // The subscription starts when the tab renders; retry the action until the feed shows it.
  await expect(async () => {
    const { submitDeleteRequest } = await graphqlThroughApi<{ submitDeleteRequest: { __typename: string } }>(
      member,
      'mutation ($input: SubmitDeleteRequestInput!) { submitDeleteRequest(input: $input) { __typename } }',
      { input: { gameId: game.id, reason: 'Listed twice in the catalogue' } },
    );
    expect(submitDeleteRequest.__typename).toBe('MutationSubmitDeleteRequestSuccess');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Delete request for ${game.title}` })
        .first(),
    ).toBeVisible({ timeout: 2000 });
  }).toPass();
  await member.dispose();
  await expect(page.getByRole('listitem').filter({ hasText: 'New request' }).first()).toBeVisible();
});

test('an administrator sends an important email that reaches every member, whatever their preferences', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await playwright.request.newContext({ baseURL });
  const { email } = await signUpThroughApi(member);
  await logInAsAdmin(page.request);
  await page.goto('/admin?tab=email');
  await page.getByRole('button', { name: 'Send to every member' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This field is required' }).first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();

  const subject = `Maintenance ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The site is down on Sunday morning.');
  await page.getByRole('button', { name: 'Send to every member' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sent to \d+ members?\./ })).toBeVisible();
  const mail = await latestMailTo(member, email, 'important');
  expect(mail.subject).toBe(subject);
  await member.dispose();
});
