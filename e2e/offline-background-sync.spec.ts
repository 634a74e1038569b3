import type { BrowserContext, Page } from '@playwright/test';
import { graphqlThroughApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import {
  memberOnAGamePage,
  memberWithACopy,
  onServer,
  outboxInBrowser,
  pending,
  removeOnAnotherDevice,
} from './outbox.ts';

// Issue 28, part 4: Background Sync. A change queued offline asks for a sync event; when the
// network is back the service worker sends the outbox itself, with every page of the site closed.
// Chromium fires it by its own view of the network and its own backoff, which Playwright's emulated
// offline does not drive, so the event is dispatched through the DevTools protocol: a real `sync`
// event, to the real worker.
test.use({ serviceWorkers: 'allow' });

const SYNC_TAG = 'cv-outbox';

/**
 * Fires the outbox's sync event at the site's worker from a blank tab, which is no page of the
 * site: the worker finds none open.
 */
async function fireOutboxSync(context: BrowserContext, origin: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
  await cdp.detach();
  await blank.close();
}

/** A page opened once every page is closed (the fixture's page is gone), ready to act on. */
async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

test('with every page closed, the service worker sends the outbox when the network is back, once', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const { game, control, versionId } = await memberOnAGamePage(page);

  await context.setOffline(true);
  await page.goto(`/games/${game.id}`);
  await control.getByRole('button', { name: 'Add to collection' }).click();
  await expect(pending(page)).toContainText('1 change waits for the network');
  expect((await outboxInBrowser(page)).map((change) => change.kind)).toEqual(['add']);
  for (const open of context.pages()) await open.close();

  await context.setOffline(false);
  await fireOutboxSync(context, new URL(baseURL!).origin);
  await expect.poll(async () => (await onServer(context.request, versionId)).copies).toHaveLength(1);

  // Opened offline, the page cannot send anything itself: the worker emptied the outbox.
  await context.setOffline(true);
  const reopened = await openPage(context, `/games/${game.id}`);
  await expect.poll(() => outboxInBrowser(reopened)).toEqual([]);
  await expect(pending(reopened)).toHaveCount(0);
  await context.setOffline(false);
  expect((await onServer(context.request, versionId)).copies).toHaveLength(1);
});

test('a change the server refuses while every page is closed is shown when a page opens', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { account, owned, other, copyId } = await memberWithACopy(page);
  // Kept by the worker, to open offline.
  await page.goto(`/games/${other.id}`);

  await context.setOffline(true);
  await page.goto('/collection');
  const offer = page.getByRole('button', { name: 'Offer for trade' });
  await offer.click();
  await expect(offer).toHaveAttribute('aria-pressed', 'true');
  // Queued after the refused change: once the server has it, the worker has dealt with both.
  await page.goto(`/games/${other.id}`);
  const want = page.getByRole('button', { name: /^Want / }).first();
  await want.click();
  await expect(pending(page)).toContainText('2 changes wait for the network');
  for (const open of context.pages()) await open.close();

  // Meanwhile, another device removes the copy.
  await removeOnAnotherDevice(playwright, baseURL!, account, copyId);

  await context.setOffline(false);
  await fireOutboxSync(context, new URL(baseURL!).origin);
  await expect
    .poll(async () => {
      const states = await Promise.all(other.versions.map((version) => onServer(context.request, version.id)));
      return states.some((state) => state.wanted);
    })
    .toBe(true);

  // Offline, so that only what the worker recorded can show.
  await context.setOffline(true);
  const reopened = await openPage(context, `/games/${other.id}`);
  const conflicts = reopened.locator('[data-outbox="conflicts"]');
  await expect(conflicts).toContainText(`Offer for trade: ${owned.title}. The copy was removed on another device.`);
  await expect(pending(reopened)).toHaveCount(0);
  await context.setOffline(false);
  expect((await onServer(context.request, owned.versionId)).copies).toEqual([]);
});

test("with a page open, the worker asks it to send, and the page's own store shows the answer", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const { control, versionTitle, versionId } = await memberOnAGamePage(page);
  await expect(control.getByRole('button', { name: 'Add to collection' })).toBeVisible();
  const { viewer } = await graphqlThroughApi<{ viewer: { databaseId: number } }>(
    page.request,
    '{ viewer { databaseId } }',
  );
  // A change left in the outbox while the page runs online (as by a tab that closed offline): none
  // of the page's own triggers (the online event, its start) comes now, only the sync event.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('cartridge-vault-member');
  await page.evaluate(
    (change) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('cartridge-vault-member');
        opening.onsuccess = () => {
          const tx = opening.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add(change);
          tx.oncomplete = () => (opening.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    {
      memberId: viewer.databaseId,
      kind: 'add',
      clientId: '5f1c0d2e9a7b4c3d8e6f1a2b3c4d5e6f',
      versionId,
      title: versionTitle,
      queuedAt: Date.now(),
    },
  );

  await fireOutboxSync(page.context(), new URL(baseURL!).origin);
  // The answer went into this page's Relay store: its control shows the copy the server made.
  await expect(control.getByRole('status')).toHaveText('In your collection');
  expect((await onServer(page.request, versionId)).copies).toHaveLength(1);
  await expect.poll(() => outboxInBrowser(page)).toEqual([]);
});
