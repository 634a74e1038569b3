import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Other specs share this server and its database: consoles made here have names no one else uses.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function showConsoleManagement(page: Page) {
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: 'Show console management' }).check();
  const section = page.getByRole('region', { name: 'Console management' });
  await expect(section.getByRole('rowheader', { name: 'Nintendo 64', exact: true })).toBeVisible();
  return section;
}

test('an administrator adds a console, edits it in place and is told when a name is taken', async ({ page }) => {
  // A long journey with two axe runs over a table of every console.
  test.slow();
  await logInAsAdmin(page.request);
  const section = await showConsoleManagement(page);
  const name = `Test Console ${Date.now().toString(36)}`;

  const add = section.getByRole('form', { name: 'Add a console' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('textbox', { name: 'Manufacturer' }).fill('Cartridge Labs');
  await add.getByRole('textbox', { name: 'Release date' }).fill('1999-12-31');
  await add.getByRole('button', { name: 'Add console' }).click();
  await expect(section.getByText(`${name} was added to the list.`)).toBeVisible();
  const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Cartridge Labs' })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', '1999-12-31');

  // With the keyboard: Escape leaves the row as it was, Enter on its button opens it again, Enter in a field saves.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = section.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await edit.getByRole('textbox', { name: 'Manufacturer' }).fill('Somebody else');
  await page.keyboard.press('Escape');
  await expect(section.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  await expect(row.getByRole('cell', { name: 'Cartridge Labs' })).toBeVisible();

  await page.keyboard.press('Enter');
  await expectNoViolations(page, 'section[aria-labelledby="settings-consoles"]');
  await edit.getByRole('textbox', { name: 'Manufacturer' }).fill('Vault Industries');
  await page.keyboard.press('Enter');
  await expect(section.getByText(`Your changes to ${name} were saved.`)).toBeVisible();
  await expect(section.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  await expect(row.getByRole('cell', { name: 'Vault Industries' })).toBeVisible();

  await add.getByRole('textbox', { name: 'Name' }).fill('Nintendo 64');
  await add.getByRole('textbox', { name: 'Manufacturer' }).fill('Nintendo');
  await add.getByRole('button', { name: 'Add console' }).click();
  await expect(add.getByText('This name is already taken')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(add.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'section[aria-labelledby="settings-consoles"]');

  await page.reload();
  await expect(section.getByRole('row').filter({ hasText: name })).toContainText('Vault Industries');
});

test('a signed-in user sees the console list read-only', async ({ page }) => {
  await signUpThroughApi(page.request);
  const section = await showConsoleManagement(page);
  await expect(section.getByText('Only moderators and administrators can add or change consoles.')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(section.getByRole('form', { name: 'Add a console' })).toHaveCount(0);
  await expectNoViolations(page, 'section[aria-labelledby="settings-consoles"]');
});

// Two tests, each with one accessibility pass (axe over the whole page, the longest step on a busy
// runner): the page as it opens, then with the answers it shows.
test('the API page as it opens has no accessibility violations', async ({ page }) => {
  await page.goto('/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Public API' })).toBeVisible();
  await expectNoViolations(page);
});

test('a visitor reads the API page, follows its contents and tries the REST operations', async ({ page }) => {
  await page.goto('/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Public API' })).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'All consoles' }).click();
  await expect(page).toHaveURL(/\/api#api-getAllConsoles$/);
  const consoles = page.getByRole('region', { name: 'All consoles' });
  const heading = consoles.getByRole('heading', { level: 3, name: 'All consoles' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await consoles.getByRole('button', { name: 'Send: All consoles' }).click();
  await expect(consoles.getByText(/^Status 200/)).toBeVisible();
  await expect(consoles.getByText('ETag', { exact: true })).toBeVisible();
  const consoleBody = consoles.getByRole('region', { name: 'Response body (JSON)' });
  await expect(consoleBody).toContainText('"name": "Nintendo 64"');

  await contents.getByRole('link', { name: 'A game by id' }).click();
  const game = page.getByRole('region', { name: 'A game by id' });
  await game.getByRole('textbox', { name: 'id' }).fill('abc');
  await game.getByRole('button', { name: 'Send: A game by id' }).click();
  await expect(game.getByText(/^Status 400/)).toBeVisible();
  await expect(game.getByRole('region', { name: 'Response body (JSON)' })).toContainText(
    '"error": "id must be a positive whole number"',
  );

  await game.getByRole('textbox', { name: 'id' }).fill('999999');
  await game.getByRole('button', { name: 'Send: A game by id' }).click();
  await expect(game.getByText(/^Status 404/)).toBeVisible();
  await expect(game.getByRole('region', { name: 'Response body (JSON)' })).toContainText(
    '"error": "Game 999999 not found"',
  );
  await expectNoViolations(page);
});
