import { test, expect } from './fixtures.ts';
import { E2E_BASE_URL } from '../playwright.config.ts';

test('the API page opens GraphiQL, which runs a preloaded example from this server alone', async ({ page }) => {
  const elsewhere: string[] = [];
  const blocked: string[] = [];
  // Everything the explorer loads (scripts, Monaco's workers, fonts, the schema) comes from here.
  page.context().on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${E2E_BASE_URL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto('/api');
  await page.getByRole('link', { name: 'Open GraphiQL' }).click();
  await expect(page).toHaveURL(/\/graphql$/);

  // The /api page's examples are open as tabs, named after their operations.
  const consolesTab = page.getByRole('tab', { name: 'Consoles' });
  await expect(consolesTab).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SearchGames' })).toBeVisible();
  // Monaco may still be starting when the tabs show; a click that lands before it is lost.
  await expect(async () => {
    await consolesTab.click();
    await expect(page.locator('.graphiql-query-editor')).toContainText('query Consoles', { timeout: 2000 });
  }).toPass();

  // Under load GraphiQL can run the editor's previous (empty) text once more: run again until it answers.
  const response = page.locator('.result-window');
  await expect(async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(response).toContainText('"databaseId"', { timeout: 3000 });
  }).toPass();
  await expect(response).toContainText('"manufacturer"');
  await expect(response).not.toContainText('"errors"');

  expect(elsewhere).toEqual([]);
  expect(blocked).toEqual([]);
});
