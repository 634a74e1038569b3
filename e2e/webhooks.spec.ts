import AxeBuilder from '@axe-core/playwright';
import { signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

test.describe('webhooks', () => {
  test('a member adds a webhook, sees its secret once, opens its delivery log and deletes it', async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('textbox', { name: /URL/ }).fill('https://hooks.example/cartridges');
    await section.getByRole('checkbox', { name: /A game is added, edited or deleted/ }).check();
    await section.getByRole('button', { name: 'Add webhook' }).click();

    await expect(section.getByRole('status').filter({ hasText: 'whsec_' })).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: 'https://hooks.example/cartridges' });
    await expect(item).toBeVisible();
    await item.getByText('Delivery log', { exact: true }).click();
    await expect(item.getByText('No events yet.')).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).include('section[aria-labelledby="settings-webhooks"]').analyze()).violations,
    ).toEqual([]);

    // The secret belongs to that moment: a reload shows the webhook, never the secret again.
    await page.reload();
    await expect(item).toBeVisible();
    await expect(section.getByText('whsec_')).toHaveCount(0);

    await item.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
    await expect(item).toHaveCount(0);
  });

  test('the section fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpThroughApi(page.request);
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Webhooks' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
