import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { graphqlThroughApi, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { seededGame } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

/** The administrator forces the request on the page through (the moderator path of settle). */
async function forceApprove(admin: APIRequestContext, requestUrl: string) {
  const databaseId = /\/request\/(\d+)$/.exec(requestUrl)![1];
  const { request } = await graphqlThroughApi<{ request: { id: string } }>(
    admin,
    'query($id: Int!) { request(databaseId: $id) { id } }',
    { id: Number(databaseId) },
  );
  const { moderateRequest } = await graphqlThroughApi<{ moderateRequest: { __typename: string } }>(
    admin,
    `mutation($input: ModerateRequestInput!) { moderateRequest(input: $input) { __typename } }`,
    { input: { requestId: request.id, action: 'FORCE_APPROVE' } },
  );
  expect(moderateRequest.__typename).toBe('MutationModerateRequestSuccess');
}

test('an approved edit shows in the game history, and reverting it brings the game back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await logInAsAdmin(admin);
  const member = await signUpThroughApi(page.request);
  // A display name of their own: History and the request page must name them the same way.
  const { changeName } = await graphqlThroughApi<{ changeName: { __typename: string } }>(
    page.request,
    'mutation($input: ChangeNameInput!) { changeName(input: $input) { __typename } }',
    { input: { password: member.password, displayName: 'Historian Ada' } },
  );
  expect(changeName.__typename).toBe('MutationChangeNameSuccess');
  const game = await seededGame(page.request, 21);
  const changed = `${game.title} (history)`;

  await page.goto(`/games/${game.databaseId}/edit`);
  await page.getByLabel('Game title').fill(changed);
  await page.getByLabel('Reason for the edit').fill('The label says so.');
  await page.getByRole('button', { name: 'Send edit request' }).click();
  await expect(page).toHaveURL(/\/request\/\d+$/);
  const editRequest = page.url();
  const proposerOnRequest = page.getByRole('link', { name: 'Historian Ada' });
  await expect(proposerOnRequest).toHaveAttribute('title', `Username: ${member.username}`);
  await forceApprove(admin, editRequest);

  await page.goto(`/games/${game.databaseId}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.databaseId}/history$`));
  await expect(page.getByRole('heading', { level: 1, name: `History of ${changed}` })).toBeVisible();
  const entry = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^Edited/ }) })
    .first();
  await expect(entry.getByRole('row', { name: /Title/ })).toContainText(game.title);
  await expect(entry.getByRole('row', { name: /Title/ })).toContainText(changed);
  await expect(entry.getByRole('link', { name: /From request #/ })).toHaveAttribute(
    'href',
    new URL(editRequest).pathname,
  );
  await expect(entry.getByRole('link', { name: 'Historian Ada' })).toHaveAttribute(
    'href',
    `/user/${encodeURIComponent(member.username)}`,
  );
  await expect(entry.getByRole('link', { name: 'Historian Ada' })).toHaveAttribute(
    'title',
    `Username: ${member.username}`,
  );
  await expect(entry.getByRole('link', { name: 'admin' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // A phone: the difference tables wrap instead of scrolling the page sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  await entry.getByRole('link', { name: 'Propose reverting this change' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.databaseId}/edit\\?revert=`));
  await expect(page.getByLabel('Game title')).toHaveValue(game.title);
  await expect(page.getByLabel('Reason for the edit')).toHaveValue(/^Revert the change of /);
  await page.getByRole('button', { name: 'Send edit request' }).click();
  await expect(page).toHaveURL(/\/request\/\d+$/);
  await forceApprove(admin, page.url());

  await page.goto(`/games/${game.databaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  await page.goto(`/games/${game.databaseId}/history`);
  await expect(page.getByRole('heading', { name: /^Edited/ })).toHaveCount(2);
  await admin.dispose();
});

test('a deleted game keeps its history for moderators; anyone else finds no game', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await logInAsAdmin(admin);
  const member = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(member);
  const game = await seededGame(member, 23);
  const { submitDeleteRequest } = await graphqlThroughApi<any>(
    member,
    `mutation($input: SubmitDeleteRequestInput!) { submitDeleteRequest(input: $input) {
      __typename ... on MutationSubmitDeleteRequestSuccess { data { databaseId } } } }`,
    { input: { gameId: encodeGlobalId('Game', game.databaseId), reason: 'A duplicate of another entry' } },
  );
  await forceApprove(admin, `/request/${submitDeleteRequest.data.databaseId}`);

  await page.goto(`/games/${game.databaseId}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();

  await logInAsAdmin(page.request);
  await page.goto(`/games/${game.databaseId}/history`);
  await expect(page.getByRole('heading', { level: 1, name: `History of ${game.title}` })).toBeVisible();
  await expect(page.getByText('This game was deleted. Its history stays readable for moderators.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Deleted/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Propose reverting this change' })).toHaveCount(0);
  await member.dispose();
  await admin.dispose();
});

/** A Relay global id, as the API's ID arguments take them. */
function encodeGlobalId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}
