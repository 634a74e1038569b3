import { signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// The journey of issue 29's keys: created in Settings, the token shown once, used on REST from a
// client with no cookies, then revoked, after which the same request is refused.
test('a member creates an API key in Settings, calls REST with it, revokes it and is refused', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page.request);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('You have no API keys.')).toBeVisible();
  await section.getByLabel('Name').fill('Price script');
  await section.getByRole('button', { name: 'Create key' }).click();

  const heading = section.getByRole('heading', { name: 'Your new API key' });
  await expect(heading).toBeFocused();
  await expect(section.getByText('it will not be shown again')).toBeVisible();
  const token = (await section.locator('.api-key-token code').textContent()) ?? '';
  expect(token).toMatch(/^cvk_[A-Za-z0-9_-]{43}$/);
  const item = section.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Price script');
  await expect(item).toContainText(token.slice(0, 12));
  await expect(item).not.toContainText(token);

  const bearer = { authorization: `Bearer ${token}` };
  const allowed = await request.get('/api/v1/games?length=1', { headers: bearer });
  expect(allowed.status()).toBe(200);

  // Shown once: after a reload only the prefix is left.
  await page.reload();
  await expect(section.getByText(token)).toHaveCount(0);
  await expect(item).toContainText('Price script');

  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the key “Price script”?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(section.getByRole('status')).toHaveText('The key was revoked.');
  await expect(section.getByText('You have no API keys.')).toBeVisible();

  const refused = await request.get('/api/v1/games?length=1', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'This API key has been revoked.' });
});
