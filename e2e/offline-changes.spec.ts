import { graphqlThroughApi, signUpThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import {
  addCopy,
  controlled,
  firstVersion,
  memberWithACopy,
  onServer,
  outboxInBrowser,
  pending,
  removeOnAnotherDevice,
  twoGames,
} from './outbox.ts';

// Issue 28, part 4: collection changes made offline wait in an outbox in IndexedDB, show at once,
// survive a reload, and reach the server exactly once when the browser is back online. The other
// specs block service workers (playwright.config.ts); these need one to open pages offline.
test.use({ serviceWorkers: 'allow' });

test('changes made offline show at once, survive a reload and reach the server exactly once', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(page.request);
  const [owned, other] = await twoGames(page.request);
  await addCopy(page.request, owned.versionId);
  await controlled(page, '/collection');
  await page.goto(`/games/${other.id}`);

  await context.setOffline(true);
  // The collection as last seen online.
  await page.goto('/collection');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: owned.title })).toBeVisible();

  await page.goto(`/games/${other.id}`);
  const { control, versionTitle, versionId } = await firstVersion(page, other);
  await control.getByRole('button', { name: 'Add to collection' }).click();
  await expect(control.getByRole('status')).toHaveText('In your collection');
  const want = control.getByRole('button', { name: `Want ${versionTitle}` });
  await want.click();
  await expect(want).toHaveAttribute('aria-pressed', 'true');
  await expect(pending(page)).toContainText('2 changes wait for the network');
  await expect(pending(page)).toContainText(`Add a copy: ${versionTitle}`);

  // A reload offline: the outbox is still there, and the page shows its changes again.
  await page.reload();
  await expect(pending(page)).toContainText('2 changes wait for the network');
  await expect(control.getByRole('status')).toHaveText('In your collection');
  await expect(want).toHaveAttribute('aria-pressed', 'true');
  const outbox = await outboxInBrowser(page);
  expect(outbox.map((change) => change.kind)).toEqual(['add', 'want']);

  // A second tab with the same outbox: both send when the network is back.
  const second = await context.newPage();
  await second.goto(`/games/${other.id}`);
  await expect(pending(second)).toContainText('2 changes wait for the network');

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0);
  await expect(pending(second)).toHaveCount(0);
  await expect(page.getByText('The changes you made offline are saved.')).toBeVisible();
  const after = await onServer(page.request, versionId);
  expect(after.copies).toHaveLength(1);
  expect(after.wanted).toBe(true);
  // The page now shows the server's copy, not the outbox's.
  await expect(control.getByRole('status')).toHaveText('In your collection');

  // The same add sent again (a retry after a timeout, an outbox sent twice) makes nothing new.
  const clientId = outbox.find((change) => change.kind === 'add')!.clientId;
  expect(await addCopy(page.request, versionId, clientId)).toBe(after.copies[0]);
  expect(await addCopy(page.request, versionId, clientId)).toBe(after.copies[0]);
  expect((await onServer(page.request, versionId)).copies).toEqual(after.copies);
  await second.close();

  // On /collection, offline: edit one copy's condition and price, remove the other.
  await page.goto('/collection');
  await context.setOffline(true);
  await page.goto('/collection');
  const copies = page.getByRole('region', { name: 'Copies' });
  // The CSV import's parser is not precached: offline, importing says it needs the network.
  await expect(page.getByText('Importing a file needs the network')).toBeVisible();
  await expect(page.getByLabel('Import a CSV file')).toBeDisabled();
  const ownedRow = copies.getByRole('listitem').filter({ has: page.getByRole('heading', { name: owned.title }) });
  await ownedRow.getByRole('button', { name: 'Edit copy' }).click();
  await ownedRow.getByLabel('Condition').selectOption({ label: 'Mint' });
  await ownedRow.getByLabel('Price paid').fill('12.50');
  await ownedRow.getByLabel('Currency').fill('EUR');
  await ownedRow.getByRole('button', { name: 'Save copy' }).click();
  await expect(ownedRow.locator('dd', { hasText: 'Mint' })).toBeVisible();
  await copies.getByRole('button', { name: `Remove this copy of ${other.title}` }).click();
  await expect(copies.getByRole('heading', { name: other.title })).toHaveCount(0);
  await expect(pending(page)).toContainText('2 changes wait for the network');
  await page.reload();
  // The outbox's list loads after the page's own changes show: wait for it, or the wait for it to
  // clear below would pass before anything was sent.
  await expect(pending(page)).toContainText('2 changes wait for the network');
  await expect(ownedRow.locator('dd', { hasText: 'Mint' })).toBeVisible();
  await expect(copies.getByRole('heading', { name: other.title })).toHaveCount(0);

  await context.setOffline(false);
  await expect(pending(page)).toHaveCount(0);
  await expect(page.getByText('The changes you made offline are saved.')).toBeVisible();
  await expect(copies.getByRole('heading', { name: other.title })).toHaveCount(0);
  expect((await onServer(page.request, versionId)).copies).toEqual([]);
  const { node } = await graphqlThroughApi<{ node: { viewerCopies: { condition: string; pricePaidCents: number }[] } }>(
    page.request,
    'query ($id: ID!) { node(id: $id) { ... on Version { viewerCopies { condition pricePaidCents } } } }',
    { id: owned.versionId },
  );
  expect(node.viewerCopies).toEqual([{ condition: 'MINT', pricePaidCents: 1250 }]);
});

test('a change to a copy deleted meanwhile is not applied, and says why; logging out empties IndexedDB', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { account, owned, copyId } = await memberWithACopy(page);

  await context.setOffline(true);
  await page.goto('/collection');
  const offer = page.getByRole('button', { name: 'Offer for trade' });
  await offer.click();
  await expect(offer).toHaveAttribute('aria-pressed', 'true');
  await expect(pending(page)).toContainText(`Offer for trade: ${owned.title}`);

  // Meanwhile, another device removes the copy.
  await removeOnAnotherDevice(playwright, baseURL!, account, copyId);

  await context.setOffline(false);
  const conflicts = page.locator('[data-outbox="conflicts"]');
  await expect(conflicts).toContainText('Some changes you made offline were not applied');
  await expect(conflicts).toContainText(`Offer for trade: ${owned.title}. The copy was removed on another device.`);
  await expect(pending(page)).toHaveCount(0);
  expect((await onServer(page.request, owned.versionId)).copies).toEqual([]);
  await conflicts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(conflicts).toHaveCount(0);

  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain(
    'cartridge-vault-member',
  );
  const header = page.getByRole('banner');
  await header.getByText(account.username, { exact: true }).click();
  await header.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .not.toContain('cartridge-vault-member');
});
