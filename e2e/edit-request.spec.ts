import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { seededGame } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The request the page landed on, as the API stores it. */
async function requestOnPage(request: APIRequestContext, url: string) {
  const databaseId = Number(/\/request\/(\d+)$/.exec(url)![1]);
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'query($id: Int!) { request(databaseId: $id) { type status reason gameTitle proposal { title } } }',
      variables: { id: databaseId },
    },
  });
  return (await response.json()).data.request;
}

test.describe('edit and delete requests', () => {
  test('a member changes a game in the prefilled form; the reason is required; the request is sent', async ({
    page,
  }) => {
    await signUpThroughApi(page.request);
    const game = await seededGame(page.request, 11);
    await page.goto(`/games/${game.databaseId}`);
    await page.getByRole('link', { name: 'Request an edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.databaseId}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: `Request an edit: ${game.title}` })).toBeVisible();
    await expect(page.getByLabel('Game title')).toHaveValue(game.title);
    await expect(page.getByText('Stored image: ', { exact: false }).first()).toBeVisible();

    await page.getByLabel('Game title').fill(`${game.title} (Corrected)`);
    await page.getByRole('button', { name: 'Send edit request' }).click();
    const reason = page.getByLabel('Reason for the edit');
    await expect(page.getByText('A reason is required to submit an edit request')).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(new RegExp(`/games/${game.databaseId}/edit$`));

    await reason.fill('The title on the cartridge label reads differently.');
    await page.getByRole('button', { name: 'Send edit request' }).click();
    await expect(page).toHaveURL(/\/request\/\d+$/);
    expect(await requestOnPage(page.request, page.url())).toEqual({
      type: 'EDIT',
      status: 'PENDING',
      reason: 'The title on the cartridge label reads differently.',
      gameTitle: game.title,
      proposal: { title: `${game.title} (Corrected)` },
    });
  });

  test('a member asks for a deletion through the dialog; the reason is required; Escape closes it', async ({
    page,
  }) => {
    await signUpThroughApi(page.request);
    const game = await seededGame(page.request, 12);
    await page.goto(`/games/${game.databaseId}`);
    const opener = page.getByRole('button', { name: 'Request deletion' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Request deletion of ${game.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason for deletion')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Send delete request' }).click();
    await expect(dialog.getByText('A reason is required to submit a delete request')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Reason for deletion').fill('This entry duplicates another game.');
    await dialog.getByRole('button', { name: 'Send delete request' }).click();
    await expect(page).toHaveURL(/\/request\/\d+$/);
    expect(await requestOnPage(page.request, page.url())).toEqual({
      type: 'DELETE',
      status: 'PENDING',
      reason: 'This entry duplicates another game.',
      gameTitle: game.title,
      proposal: null,
    });
  });

  test('a visitor is asked to log in on the edit page', async ({ page }) => {
    const game = await seededGame(page.request, 13);
    await page.goto(`/games/${game.databaseId}/edit`);
    await expect(page.getByText('Please login to contribute')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth?next=%2Fgames%2F${game.databaseId}%2Fedit`,
    );
    await expect(page.getByLabel('Game title')).toHaveCount(0);
  });

  test('an edit page for an id that is no game says so', async ({ page }) => {
    await page.goto('/games/abc/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
  });
});
