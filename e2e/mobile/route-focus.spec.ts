import { signUpThroughApi } from '../accounts.ts';
import { expect, graphqlAnswer, test } from '../fixtures.ts';

const announcer = '.route-announcer';

test('opening a game from far down the list starts at the top, on its heading, and says where you are', async ({
  page,
}) => {
  await page.goto('/games?q=mario');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const cards = page.locator('.game-grid').getByRole('article');
  const last = cards.last().getByRole('link').first();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(0);

  await last.click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.locator(announcer)).toHaveText(await heading.innerText());
  await expect(page).toHaveTitle(new RegExp(await heading.innerText()));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeFocused();
  await expect(page.locator(announcer)).toHaveText('Games');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a menu link moves focus to the new page heading; a search on the same page leaves focus in the field', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByText('Menu', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
  const about = page.getByRole('heading', { level: 1, name: /^About/ });
  await expect(about).toBeFocused();
  await expect(page.locator(announcer)).toHaveText(await about.innerText());

  await page.goto('/games');
  const search = page.getByRole('searchbox', { name: 'Search games by title' });
  await search.fill('zelda');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=zelda/);
  await expect(search).toBeFocused();
});

test('focus the reader moves while the next page loads stays where they put it; the page is still announced', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  // The game page's data (a persisted GET naming its operation) is held back until the reader has
  // moved on to the menu.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'GameDetailScreenQuery',
    async (route) => {
      holding = true;
      await held;
      await route.continue();
    },
  );
  await page.locator('.game-grid').getByRole('article').first().getByRole('link').first().click();
  await expect.poll(() => holding).toBe(true);
  const menu = page.getByRole('banner').getByText('Menu', { exact: true });
  await menu.focus();
  release();
  await expect(page).toHaveURL(/\/games\/\d+/);
  // Read the heading only once the game page has replaced the list: before that it still says "Games".
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Games');
  await expect(page.locator(announcer)).toHaveText(await heading.innerText());
  await expect(menu).toBeFocused();
  await expect(heading).not.toBeFocused();
});

test('after logging in, focus is on the heading of the page the member came from', async ({ page }) => {
  const account = await signUpThroughApi(page.context().request);
  await page.context().clearCookies();
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email or username').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeFocused();
});

test('removing a copy moves focus to the next copy, and the last one to the page heading', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/games/1');
  const control = page.getByRole('group', { name: /^Your collection: / });
  await control.getByRole('button', { name: 'Add to collection' }).click();
  await expect(control.getByRole('status')).toHaveText('In your collection');
  await control.getByRole('button', { name: 'Add another copy' }).click();
  await expect(control.getByRole('status')).toHaveText('In your collection (2 copies)');

  await page.goto('/collection');
  const copies = page.locator('.copy-row');
  await expect(copies).toHaveCount(2);
  await copies
    .first()
    .getByRole('button', { name: /^Remove this copy/ })
    .click();
  await expect(copies).toHaveCount(1);
  await expect(copies.first().getByRole('heading').getByRole('link')).toBeFocused();
  await copies
    .first()
    .getByRole('button', { name: /^Remove this copy/ })
    .click();
  await expect(page.getByText('Your collection is empty.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My collection' })).toBeFocused();
});

test('removing the last copy on a game page leaves focus on the button that adds it back', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/games/2');
  const control = page.getByRole('group', { name: /^Your collection: / });
  // The copy is shown at once; its removal needs the id the server gives it.
  const added = graphqlAnswer(page, 'useAddToCollectionMutation');
  await control.getByRole('button', { name: 'Add to collection' }).click();
  await added;
  await control.getByRole('button', { name: 'Remove from collection' }).click();
  await expect(control.getByRole('status')).toHaveText('Not in your collection');
  await expect(control.getByRole('button', { name: 'Add to collection' })).toBeFocused();
});

test.describe('before agreeing to the terms', () => {
  test.use({ agreed: false });

  test('Agree hands focus to the page heading', async ({ page }) => {
    await page.goto('/games');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeFocused();
  });
});
