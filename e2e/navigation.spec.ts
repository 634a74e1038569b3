import { expect, storage, test } from './fixtures.ts';

const SITE_ORIGIN = 'https://cartridgevault.e2e';

test('each navigation stores the route name in activePage and points the canonical link at the path', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => storage(page, 'sessionStorage', 'activePage')).toBe('home');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/`);

  const main = page.getByRole('navigation', { name: 'Footer main links' });
  await main.getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect.poll(() => storage(page, 'sessionStorage', 'activePage')).toBe('games');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/games`);

  // Scrolled to first, as a reader would: the cards that scroll into view are drawn then
  // (content-visibility), and the footer settles where they end before it is clicked.
  const about = page.getByRole('navigation', { name: 'Footer secondary links' }).getByRole('link', { name: 'About' });
  await about.scrollIntoViewIfNeeded();
  await about.click();
  await expect.poll(() => storage(page, 'sessionStorage', 'activePage')).toBe('about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/about`);

  await page.goto('/no/such/page');
  await expect.poll(() => storage(page, 'sessionStorage', 'activePage')).toBe('not-found');
});

test('the page on show stays, with the progress bar, while the next one waits for its data', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('heading', { level: 1, name: 'Cartridge Vault' });
  await expect(home).toBeVisible();
  // The games list's query (a persisted GET) is held back until the old page has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const sent = new Promise<void>((resolve) => (requested = resolve));
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'GamesScreenQuery',
    async (route) => {
      requested();
      await held;
      await route.continue();
    },
  );
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
  await sent;
  // The address is the next page's at once; what is shown stays until that page can render.
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await expect(home).toBeVisible();
  await expect(page.locator('#main .loading')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('the footer lists the main and secondary links in the spec order and the copyright years from 2025', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Footer main links' }).getByRole('link')).toHaveText([
    'Home',
    'Games',
    'Collection',
    'Requests',
    'Settings',
  ]);
  await expect(page.getByRole('navigation', { name: 'Footer secondary links' }).getByRole('link')).toHaveText([
    'About',
    'Dev Talk',
    'Contribution guide',
    'Privacy policy',
    'Terms of service',
    'Contact',
    'API',
  ]);
  const year = new Date().getFullYear();
  await expect(page.getByText(`© 2025–${year} Cartridge Vault`)).toBeVisible();
});

test('the main navigation follows the spec order', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await expect(links).toHaveText([
    'Home',
    'Games',
    'Collection',
    'Requests',
    'Settings',
    'About',
    'Dev Talk',
    'Contribution guide',
    'Privacy policy',
    'Terms of service',
    'Contact',
    'API',
  ]);
});

const ROUTES = [
  ['/', 'Cartridge Vault'],
  ['/games', 'Games'],
  ['/about', /About/],
  ['/terms-of-service', /Terms of service/],
  ['/privacy-policy', /Privacy policy/],
  ['/contribution-guide', /Contribution guide/],
  ['/contact', /Contact/],
  ['/settings', 'Settings'],
  ['/collection', /collection/i],
  ['/requests', /requests/i],
  ['/api', /API/],
  ['/dev-talk', 'Dev Talk'],
  ['/dev-talk/welcome-to-cartridge-vault', 'Welcome to Cartridge Vault'],
] as const;

for (const [path, heading] of ROUTES) {
  test(`${path} renders its screen with one main heading and no errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Console errors include Content-Security-Policy violations.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the navigation is a menu that opens, leads somewhere and closes again', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Cartridge Vault' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  });
});

test('every page has its own title, in the chosen language', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Cartridge Vault');
  await page.goto('/games');
  await expect(page).toHaveTitle('Games · Cartridge Vault');
  await page.goto('/games?q=pokemon%20red');
  await page
    .locator('.game-grid')
    .getByRole('article')
    .filter({ hasText: 'ポケットモンスター 赤' })
    .getByRole('link')
    .click();
  await expect(page).toHaveTitle('Pokémon Red Version · Cartridge Vault');
  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Page not found · Cartridge Vault');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page).toHaveTitle('Page introuvable · Cartridge Vault');
});
