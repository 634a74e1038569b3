import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { SITE_ORIGIN } from '../playwright.config.ts';
import { logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { anotherBrowser } from './people.ts';

// One after another: a test checks that its new post leads the list and the feed, which another
// test of this file publishing at the same moment would make untrue. No other spec publishes posts.
test.describe.configure({ mode: 'default' });

const MARKDOWN = [
  "# What's new",
  '',
  '- Faster search',
  '- A blog',
  '',
  'Read the [contribution guide](/contribution-guide) or the [CommonMark spec](https://commonmark.org/).',
  '',
  '<script>window.hacked = true</script>',
  '',
  '<img src="x" onerror="window.hacked = true">',
].join('\n');

/** A second person in a browser of their own, who already agreed to the terms. */
async function visitorPage(browser: Browser, theme?: string): Promise<Page> {
  return (await anotherBrowser(browser, { theme })).newPage();
}

/** The Atom feed as Chromium's XML parser reads it: its entries' titles and links, or the parse error. */
async function readFeed(page: Page) {
  const response = await page.request.get('/dev-talk/feed.xml');
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const entries = [...doc.querySelectorAll('entry')].map((entry) => ({
      // Entry titles are type="html": the reader shows the text of that HTML.
      title: new DOMParser().parseFromString(entry.querySelector('title')?.textContent ?? '', 'text/html').body
        .textContent,
      link: entry.querySelector('link')?.getAttribute('href'),
    }));
    return { error, root: doc.documentElement.localName, entries };
  }, xml);
}

test('an administrator writes, previews and publishes a post; a visitor reads it on Dev Talk, at its own address and in the feed', async ({
  page,
  browser,
}) => {
  const title = `Patch notes ${Date.now().toString(36)}`;
  await logInAsAdmin(page.request);
  await page.goto('/dev-talk');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Post (Markdown)').fill(MARKDOWN);

  // The preview is the server's rendering: heading, list, links; no script, no handler.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: "What's new" })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Faster search', 'A blog']);
  await expect(preview.getByRole('link', { name: 'contribution guide' })).toHaveAttribute(
    'href',
    '/contribution-guide',
  );
  await expect(preview.getByRole('link', { name: 'CommonMark spec' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(preview.locator('script, img, [onerror]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dev-talk\/patch-notes-[a-z0-9]+$/);
  const address = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('By Site Admin on')).toBeVisible();

  const visitor = await visitorPage(browser);
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dev Talk' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dev Talk' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Write a post' })).toHaveCount(0);
  // Newest first: the new post leads the list (visitors see no drafts above it).
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toHaveText(title);
  await visitor.getByRole('link', { name: `Read more: ${title}` }).click();

  await expect(visitor).toHaveURL(address);
  await expect(visitor).toHaveTitle(`${title} · Cartridge Vault`);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${address}`);
  await expect(visitor.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/dev-talk/feed.xml',
  );
  await expect(visitor.getByRole('heading', { level: 2, name: "What's new" })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('listitem')).toHaveText(['Faster search', 'A blog']);
  await expect(visitor.getByRole('link', { name: 'Site Admin' })).toHaveAttribute('href', '/user/admin');
  await expect(visitor.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // Shared as a link, the address opens the post by itself.
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);

  const feed = await readFeed(visitor);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('feed');
  expect(feed.entries[0]).toEqual({ title, link: `${SITE_ORIGIN}${address}` });
  await visitor.context().close();
});

test('a draft is for administrators only: not listed, not at its address, not in the feed', async ({
  page,
  browser,
}) => {
  const title = `Secret draft ${Date.now().toString(36)}`;
  await logInAsAdmin(page.request);
  await page.goto('/dev-talk/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Post (Markdown)').fill('Not ready yet.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('This is a draft: only administrators can see it.')).toBeVisible();
  const address = new URL(page.url()).pathname;
  await page.goto('/dev-talk');
  await expect(page.getByRole('region', { name: 'Drafts' }).getByRole('link', { name: title })).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto('/dev-talk');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dev Talk' })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  expect((await readFeed(visitor)).entries.map((entry) => entry.title)).not.toContain(title);
  await visitor.context().close();
});

test('a member gets no editor', async ({ page }) => {
  await signUpThroughApi(page.request);
  await page.goto('/dev-talk/new');
  await expect(page.getByText('Only administrators can write Dev Talk posts.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
});

test('an administrator edits and deletes a post', async ({ page }) => {
  const title = `Short-lived ${Date.now().toString(36)}`;
  await logInAsAdmin(page.request);
  await page.goto('/dev-talk/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Post (Markdown)').fill('First version.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('link', { name: 'Edit post' }).click();
  await expect(page.getByLabel('Post (Markdown)')).toHaveValue('First version.');
  await page.getByLabel('Post (Markdown)').fill('Second version.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dev-talk\/short-lived-[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Second version.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete post' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/dev-talk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev Talk' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

for (const theme of ['light', 'dark', 'high_light', 'high_dark']) {
  test(`Dev Talk screens have no WCAG A/AA violations in the ${theme} theme`, async ({ browser }) => {
    // Four screens, each a full axe pass: three times the usual time (30 s ran out on the CI runner).
    test.slow();
    const page = await visitorPage(browser, theme);
    await logInAsAdmin(page.request);
    const check = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/dev-talk');
    await expect(page.getByRole('link', { name: 'Read more: The public API' })).toBeVisible();
    expect(await check()).toEqual([]);
    await page.goto('/dev-talk/the-public-api');
    expect(await check()).toEqual([]);
    await page.goto('/dev-talk/new');
    await page.getByLabel('Title').fill('Accessibility check');
    await page.getByLabel('Post (Markdown)').fill(MARKDOWN);
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: "What's new" }),
    ).toBeVisible();
    expect(await check()).toEqual([]);
    // A refused save shows its problems; they must read well too.
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    expect(await check()).toEqual([]);
    await page.context().close();
  });
}
