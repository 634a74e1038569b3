import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// This machine has no Japanese font (Debian's Chromium with its default fonts): a Japanese title
// shows as empty boxes unless the site's own Noto Sans JP draws it.
const JAPANESE_SLICE = /\/assets\/noto-sans-jp-\d+-400-normal-[\w-]+\.woff2$/;

function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The fonts Chromium drew an element's text with (DevTools protocol), by family name. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test('a page without Japanese text downloads no Japanese font, even with the language picker naming 日本語', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  expect(fonts.filter((url) => JAPANESE_SLICE.test(url))).toEqual([]);
  // Roboto still comes: the check above is not passing for want of any font request.
  expect(fonts.some((url) => url.includes('roboto'))).toBe(true);
});

test("a game's Japanese version title is drawn in Noto Sans JP, with only the slices its characters need", async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto('/games/1');
  const title = page.locator('h3[lang="ja"]').first();
  await expect(title).toHaveText('スーパーマリオブラザーズ');
  await expect.poll(() => fonts.filter((url) => JAPANESE_SLICE.test(url)).length).toBeGreaterThan(0);
  await settled(page);
  const slices = fonts.filter((url) => JAPANESE_SLICE.test(url));
  // A few of the 120 slices: the page's Japanese characters, not the whole font.
  expect(slices.length).toBeLessThan(20);
  // The files name their family "Noto Sans JP Thin" (cut from the variable font); no other font draws.
  expect(await fontsDrawing(page, 'h3[lang="ja"]')).toEqual([expect.stringMatching(/^Noto Sans JP\b/)]);
  const display = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes('Vault Japanese')).map((face) => face.display),
  );
  expect(display.length).toBeGreaterThan(100);
  expect(new Set(display)).toEqual(new Set(['swap']));
});
