import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { firstGames } from './catalogue.ts';
import { expect, graphqlAnswer, test } from './fixtures.ts';

async function addFromGamePage(page: Page, gameId: number, button = 'Add to collection') {
  await page.goto(`/games/${gameId}`);
  const control = page.getByRole('group', { name: /^Your collection: / });
  const stored = graphqlAnswer(page, 'useAddToCollectionMutation');
  await control.getByRole('button', { name: button }).click();
  await expect(control.getByRole('status')).toContainText('In your collection');
  // The status shows before the server has the copy; the next page reads it back.
  await stored;
}

test.describe('the collection', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/collection');
    await expect(page.getByRole('heading', { level: 1, name: 'My collection' })).toBeVisible();
    await expect(page.getByText('Please login to contribute')).toBeVisible();
  });

  test('build a collection from game pages, edit a copy, watch stats and level, export it and import it into a new account', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page.request);
    await page.goto('/collection');
    await expect(page.getByText('Your collection is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the games and add the ones you own' })).toHaveAttribute(
      'href',
      '/games',
    );

    const [first, second, third] = (await firstGames(page.request, 3)).map((game) => game.databaseId);
    for (const id of [first!, second!, third!]) await addFromGamePage(page, id);

    await page.goto('/collection');
    const copies = page.getByRole('region', { name: 'Copies' });
    await expect(copies.getByRole('status')).toHaveText('3 copies');
    await expect(page.getByText('Collector level: Novice (2 of 14)')).toBeVisible();
    await expect(page.getByText('2 more copies to Casual')).toBeVisible();
    await expect(page.getByText('Total copies: 3')).toBeVisible();

    // Edit the first copy's condition inline.
    const firstCopy = copies.getByRole('listitem').first();
    await firstCopy.getByRole('button', { name: 'Edit copy' }).click();
    await firstCopy.getByLabel('Condition').selectOption({ label: 'Mint' });
    await firstCopy.getByLabel('Box').check();
    await firstCopy.getByRole('button', { name: 'Save copy' }).click();
    await expect(firstCopy.getByRole('button', { name: 'Edit copy' })).toBeVisible();
    await expect(firstCopy.locator('dd', { hasText: 'Mint' })).toBeVisible();

    // Two more copies of one game reach the next level.
    await addFromGamePage(page, first!, 'Add another copy');
    await addFromGamePage(page, first!, 'Add another copy');
    await expect(page.getByRole('group', { name: /^Your collection: / }).getByRole('status')).toHaveText(
      'In your collection (3 copies)',
    );
    await page.goto('/collection');
    await expect(page.getByText('Collector level: Casual (3 of 14)')).toBeVisible();
    await expect(page.getByText('Total copies: 5')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'By console' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const file = await download.path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^version_id,game_title,console,region,/);
    expect(csv.trim().split('\r\n')).toHaveLength(6);
    expect(csv).toContain(',MINT,yes,');

    // A new, empty account imports the file and gets the same collection.
    await signUpThroughApi(page.request);
    await page.goto('/collection');
    await expect(page.getByText('Your collection is empty.')).toBeVisible();
    await page.getByLabel('Import a CSV file').setInputFiles(file);
    await expect(page.getByText('5 rows matched: they will be added')).toBeVisible();
    await expect(page.getByText('0 rows are unknown')).toBeVisible();
    await page.getByRole('button', { name: 'Import 5 copies' }).click();
    await expect(page.getByText('Imported 5 copies.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Copies' }).getByRole('status')).toHaveText('5 copies');
    await expect(page.getByText('Collector level: Casual (3 of 14)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Copies' }).locator('dd', { hasText: 'Mint' })).toHaveCount(1);

    // The same file again adds nothing.
    await page.getByLabel('Import a CSV file').setInputFiles(file);
    await expect(page.getByText('5 rows were imported before')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 copies' })).toBeDisabled();
  });

  test('the collection screen, with stats and an open editor, and a game page with the control have no WCAG A/AA violations', async ({
    page,
  }) => {
    await signUpThroughApi(page.request);
    const [first, second] = (await firstGames(page.request, 2)).map((game) => game.databaseId);
    await addFromGamePage(page, first!);
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const violations = (results: Awaited<ReturnType<typeof axe>>) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations(await axe())).toEqual([]);
    await addFromGamePage(page, second!);
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Edit copy' }).first().click();
    await expect(page.getByRole('button', { name: 'Save copy' })).toBeVisible();
    await expect(page.getByText('Total copies: 2')).toBeVisible();
    expect(violations(await axe())).toEqual([]);
  });
});
