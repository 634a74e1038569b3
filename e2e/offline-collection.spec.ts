import type { APIRequestContext, Page } from '@playwright/test';
import { graphqlThroughApi, signUpThroughApi } from './accounts.ts';
import { collectionSize } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// Issue 28, part 3: offline, /collection is drawn from the member's data kept on the device: every
// copy (not only the page the worker kept), the tabs, the level and the statistics, with a copy
// added offline as a row until it is sent. The other specs block service workers
// (playwright.config.ts); this one needs one, so the app's code is there offline.
test.use({ serviceWorkers: 'allow' });

// More than one page of /collection (20), so "every copy" cannot come from the kept page.
const COPIES = 22;

interface Version {
  id: string;
  gameId: number;
  title: string;
}

async function someVersions(request: APIRequestContext, count: number): Promise<Version[]> {
  const { games } = await graphqlThroughApi<{
    games: { edges: { node: { databaseId: number; title: string; versions: { id: string }[] } }[] };
  }>(request, 'query ($n: Int!) { games(first: $n) { edges { node { databaseId title versions { id } } } } }', {
    n: count,
  });
  return games.edges.map(({ node }) => ({ id: node.versions[0]!.id, gameId: node.databaseId, title: node.title }));
}

const ADD = `mutation ($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename ... on MutationAddToCollectionSuccess { data { item { id } } } } }`;
const TRADE = `mutation ($input: UpdateCollectionItemInput!) { updateCollectionItem(input: $input) { __typename } }`;
const WANT = `mutation ($input: WantVersionInput!) { wantVersion(input: $input) { __typename } }`;

/** How many copies the library kept in IndexedDB holds (0 before the first read). */
const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('cartridge-vault-member');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('library')) {
            db.close();
            return resolve(0);
          }
          const all = db.transaction('library').objectStore('library').getAll();
          all.onsuccess = () => {
            const [library] = all.result as { copies: unknown[] }[];
            resolve(library?.copies.length ?? 0);
            db.close();
          };
        };
      }),
  );

test('offline, /collection shows every copy, the tabs, the level and a copy added offline, from the device', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(page.request);
  const versions = await someVersions(page.request, COPIES + 2);
  const owned = versions.slice(0, COPIES);
  const [wanted, boughtOffline] = versions.slice(COPIES) as [Version, Version];
  const items: string[] = [];
  for (const version of owned) {
    const { addToCollection } = await graphqlThroughApi<{ addToCollection: { data: { item: { id: string } } } }>(
      page.request,
      ADD,
      { input: { versionId: version.id } },
    );
    items.push(addToCollection.data.item.id);
  }
  await graphqlThroughApi(page.request, TRADE, { input: { id: items[0], forTrade: true } });
  await graphqlThroughApi(page.request, WANT, { input: { versionId: wanted.id } });

  // Online: the worker installs, a game page is kept, the collection is kept on the device.
  await page.goto('/collection');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.goto(`/games/${boughtOffline.gameId}`);
  await expect.poll(() => keptCopies(page), { timeout: 30_000 }).toBe(COPIES);

  await context.setOffline(true);
  // A copy bought at the fair, added on the game page the worker kept.
  await page.reload();
  await page
    .getByRole('group', { name: /^Your collection: / })
    .first()
    .getByRole('button', { name: 'Add to collection' })
    .click();
  await expect(page.locator('[data-outbox="pending"]')).toBeVisible();

  // An in-app visit to /collection with no network: the device answers, every copy and the new one.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Collection', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('You are offline: this is your collection as kept on this device.')).toBeVisible();
  const copies = main.getByRole('region', { name: 'Copies' });
  await expect(copies.getByRole('status')).toHaveText(`${COPIES + 1} copies`);
  await expect(copies.getByRole('listitem')).toHaveCount(COPIES + 1);
  for (const version of owned) await expect(copies.getByRole('heading', { name: version.title }).first()).toBeVisible();
  const added = copies.getByRole('listitem').filter({ hasText: 'Added offline, not sent yet' });
  await expect(added).toHaveCount(1);
  await expect(added.getByRole('heading', { name: boughtOffline.title })).toBeVisible();
  // 23 copies: the level counts the waiting one too (10 to 24 copies is the fourth level).
  await expect(main.getByText(/Collector level: .+ \(4 of \d+\)/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Statistics' })).toBeVisible();

  // The title search, on the device's data.
  await main.getByLabel('Search your collection').fill(owned[0]!.title);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(copies.getByRole('heading', { name: owned[0]!.title }).first()).toBeVisible();
  await expect.poll(() => copies.getByRole('listitem').count()).toBeLessThan(COPIES);

  // The tabs: the copy offered for trade; the want list.
  const tabs = main.getByRole('navigation', { name: 'Collection lists' });
  await tabs.getByRole('link', { name: 'For trade' }).click();
  const forTrade = main.getByRole('region', { name: 'Copies for trade' });
  await expect(forTrade.getByRole('listitem')).toHaveCount(1);
  await expect(forTrade.getByRole('heading', { name: owned[0]!.title })).toBeVisible();
  await tabs.getByRole('link', { name: 'Wanted' }).click();
  await expect(
    main.getByRole('region', { name: 'Want list' }).getByRole('heading', { name: wanted.title }),
  ).toBeVisible();

  // Back online: the server's page takes over, and the copy bought offline reaches it once.
  await tabs.getByRole('link', { name: 'Owned' }).click();
  await context.setOffline(false);
  // (A first attempt may meet the service worker still offline: the device's copy stays, and the
  // server is asked again a few seconds later.)
  await expect(main.getByText('as kept on this device.')).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('region', { name: 'Copies' })).toBeVisible();
  await expect(page.locator('[data-outbox="pending"]')).toHaveCount(0);
  expect(await collectionSize(page.request)).toBe(COPIES + 1);
});
