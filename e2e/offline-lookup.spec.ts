import type { Page } from '@playwright/test';
import { graphqlThroughApi } from './accounts.ts';
import { giveBarcode } from './barcodes.ts';
import { expect, test } from './fixtures.ts';

// Issue 28, part 3: offline, a title or barcode searched on /games is answered from the member's
// own data on the device: their collection and want list (kept in IndexedDB while online) and
// the games they opened. The other specs block service workers (playwright.config.ts); this one
// needs one, so the app's code is there offline.
test.use({ serviceWorkers: 'allow' });

// Each project gives barcodes to games of its own, so the two runs never edit the same game.
const GAMES = {
  chromium: { owned: 7, opened: 8, ownedBarcode: '5000000000012', openedBarcode: '5000000000029' },
  mobile: { owned: 3, opened: 4, ownedBarcode: '5000000000043', openedBarcode: '5000000000050' },
};

/** What the app keeps in IndexedDB's store `name`, read as it stored it. */
const storedInBrowser = (page: Page, name: 'library' | 'opened') =>
  page.evaluate(
    (store) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('cartridge-vault-member');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            resolve(all.result);
            db.close();
          };
        };
      }),
    name,
  );

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Games' });
  await search.getByLabel('Search games by title').fill(text);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

test('offline, a search answers owned, wanted or not in the collection from the data on the device', async ({
  page,
  context,
}) => {
  test.slow();
  const {
    owned: ownedIndex,
    opened: openedIndex,
    ownedBarcode: OWNED_BARCODE,
    openedBarcode: OPENED_BARCODE,
  } = GAMES[test.info().project.name as keyof typeof GAMES];
  // Each gives the barcode to the version as a member's edit request, approved: a member of its own.
  const owned = await giveBarcode(page.request, ownedIndex, OWNED_BARCODE);
  const opened = await giveBarcode(page.request, openedIndex, OPENED_BARCODE);
  const ownedVersion = await graphqlThroughApi<{ versionByBarcode: { id: string; game: { title: string } } }>(
    page.request,
    'query ($b: String!) { versionByBarcode(barcode: $b) { id game { title } } }',
    { b: OWNED_BARCODE },
  );
  const { addToCollection } = await graphqlThroughApi<{ addToCollection: { __typename: string } }>(
    page.request,
    'mutation ($input: AddToCollectionInput!) { addToCollection(input: $input) { __typename } }',
    { input: { versionId: ownedVersion.versionByBarcode.id } },
  );
  expect(addToCollection.__typename).toBe('MutationAddToCollectionSuccess');
  const ownedTitle = ownedVersion.versionByBarcode.game.title;

  // Online: the worker installs, the collection is kept on the device, a game is opened.
  await page.goto('/collection');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  // Read a few seconds after the app starts (library-sync.ts), not while the first page loads.
  await expect
    .poll(async () => JSON.stringify(await storedInBrowser(page, 'library')), { timeout: 30_000 })
    .toContain(ownedVersion.versionByBarcode.id);
  await page.goto(`/games/${opened.gameId}`);
  await expect.poll(async () => (await storedInBrowser(page, 'opened')).length).toBe(1);
  await page.goto('/games');
  await expect(page.getByRole('search', { name: 'Games' })).toBeVisible();

  await context.setOffline(true);
  // The owned game by a word of its title.
  await searchFor(page, ownedTitle.split(' ').at(-1)!);
  await expect(page.getByText('You are offline: this search looks only at your collection')).toBeVisible();
  const answer = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(answer(ownedTitle)).toContainText('In your collection: 1 copy');

  // The owned game's barcode, typed as it is printed (UPC-A spacing is allowed too).
  await searchFor(page, OWNED_BARCODE);
  await expect(answer(ownedTitle)).toContainText('In your collection: 1 copy');
  await expect(page.getByRole('status').filter({ hasText: 'found on this device' })).toHaveText(
    '1 version found on this device',
  );

  // A game opened online but not owned: named, and not in the collection.
  await searchFor(page, OPENED_BARCODE);
  const openedGame = await storedInBrowser(page, 'opened');
  const openedTitle = (openedGame[0] as { title: string }).title;
  await expect(answer(openedTitle)).toContainText('Not in your collection');

  // Unknown, and mistyped.
  await searchFor(page, '5000000000036');
  await expect(page.getByText('No game with the barcode 5000000000036 is in your collection')).toBeVisible();
  await searchFor(page, '5000000000013');
  await expect(page.getByText('looks like a barcode, but its last digit does not match the others')).toBeVisible();
  expect(owned.gameId).not.toBe(opened.gameId);
});
