import { decodeHTML } from 'entities';
import { expect, test } from './fixtures.ts';

test("a game page's HTML names the game before any script runs: title, Open Graph and a VideoGame", async ({
  request,
}) => {
  const game = await (await request.get('/api/v1/games/1')).json();
  const response = await request.get('/games/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(decodeHTML(/<title>([^<]*)<\/title>/.exec(head)![1]!)).toBe(`${game.title} · Cartridge Vault`);
  expect(decodeHTML(/<meta property="og:title" content="([^"]*)">/.exec(head)![1]!)).toBe(game.title);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!);
  expect(jsonLd['@graph']).toContainEqual(
    expect.objectContaining({ '@type': 'VideoGame', name: game.title, gamePlatform: game.console.name }),
  );
});

test('an unknown address answers 404 and shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a game that does not exist answers 404 and the page says so', async ({ page }) => {
  const response = await page.goto('/games/2147483647');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
});
