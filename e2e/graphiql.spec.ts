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
  // The tabs can show before Monaco has made the query editor, and a tab chosen before that is
  // lost (GraphiQL sets the new tab's text into the editor it has): wait for the editor first.
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible();
  await consolesTab.click();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Consoles');
  // Execute runs the operation that GraphiQL's change handler worked out from the editor's text,
  // 100 ms after the text changed. That handler stores the text in localStorage, then works out
  // the operation in the same turn, so once the text is stored, Execute runs this tab's query.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('graphiql:query'))).toContain('query Consoles');

  const response = page.locator('.result-window');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(response).toContainText('"databaseId"');
  await expect(response).toContainText('"manufacturer"');
  await expect(response).not.toContainText('"errors"');

  expect(elsewhere).toEqual([]);
  expect(blocked).toEqual([]);
});
