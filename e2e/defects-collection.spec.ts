import type { Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { firstGames } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// Statistics, level and the list's count follow each change to a copy at once, without a reload.

async function addCopy(page: Page, gameId: number, button: string) {
  await page.goto(`/games/${gameId}`);
  const control = page.getByRole('group', { name: /^Your collection: / });
  await control.getByRole('button', { name: button }).click();
  await expect(control.getByRole('status')).toContainText('In your collection');
}

test('editing and removing a copy update the count, the statistics and the money spent at once', async ({ page }) => {
  await signUpThroughApi(page.request);
  const gameId = (await firstGames(page.request, 1))[0]!.databaseId;
  await addCopy(page, gameId, 'Add to collection');
  await addCopy(page, gameId, 'Add another copy');

  await page.goto('/collection');
  const copies = page.getByRole('region', { name: 'Copies' });
  const completeness = page.getByRole('figure', { name: 'Complete in box or loose' });
  await expect(copies.getByRole('status')).toHaveText('2 copies');
  await expect(completeness.getByRole('row', { name: 'Loose' })).toContainText('100% (2)');
  await expect(page.getByRole('figure', { name: 'Money spent' })).toHaveCount(0);

  const firstCopy = copies.getByRole('listitem').first();
  await firstCopy.getByRole('button', { name: 'Edit copy' }).click();
  await firstCopy.getByLabel('Box').check();
  await firstCopy.getByLabel('Manual').check();
  await firstCopy.getByLabel('Price paid').fill('25.00');
  await firstCopy.getByLabel('Currency').fill('EUR');
  await firstCopy.getByRole('button', { name: 'Save copy' }).click();
  await expect(firstCopy.getByRole('button', { name: 'Edit copy' })).toBeVisible();

  await expect(completeness.getByRole('row', { name: 'Complete in box' })).toContainText('50% (1)');
  await expect(completeness.getByRole('row', { name: 'Loose' })).toContainText('50% (1)');
  const spent = page.getByRole('figure', { name: 'Money spent' });
  await expect(spent.getByRole('row', { name: /^EUR/ })).toContainText('25');

  await firstCopy.getByRole('button', { name: /^Remove this copy of / }).click();
  await expect(copies.getByRole('listitem')).toHaveCount(1);
  await expect(copies.getByRole('status')).toHaveText('1 copy');
  await expect(page.getByText('Total copies: 1')).toBeVisible();
  await expect(completeness.getByRole('row', { name: 'Loose' })).toContainText('100% (1)');
  await expect(page.getByRole('figure', { name: 'Money spent' })).toHaveCount(0);
  await expect(page.getByText('Collector level: Novice (2 of 14)')).toBeVisible();
});
