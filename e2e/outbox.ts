import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { graphqlThroughApi, logInThroughApi, signUpThroughApi, type Account } from './accounts.ts';

// The offline outbox's e2e helpers (issue 28, part 4): e2e/offline-changes.spec.ts and
// e2e/offline-background-sync.spec.ts.

export interface Game {
  id: number;
  title: string;
  /** Each version's own title (a regional release's may differ from the game's) and id. */
  versions: { id: string; title: string }[];
  versionId: string;
}

export async function twoGames(request: APIRequestContext): Promise<[Game, Game]> {
  const { games } = await graphqlThroughApi<{
    games: { edges: { node: { databaseId: number; title: string; versions: { id: string; title: string }[] } }[] };
  }>(request, '{ games(first: 2) { edges { node { databaseId title versions { id title } } } } }');
  const [a, b] = games.edges.map(({ node }) => ({
    id: node.databaseId,
    title: node.title,
    versions: node.versions,
    versionId: node.versions[0]!.id,
  }));
  return [a!, b!];
}

const ADD = `mutation ($input: AddToCollectionInput!) { addToCollection(input: $input) {
  __typename ... on MutationAddToCollectionSuccess { data { item { id } } } } }`;

export async function addCopy(request: APIRequestContext, versionId: string, clientId?: string): Promise<string> {
  const { addToCollection } = await graphqlThroughApi<{ addToCollection: { data: { item: { id: string } } } }>(
    request,
    ADD,
    { input: { versionId, ...(clientId ? { clientId } : {}) } },
  );
  return addToCollection.data.item.id;
}

/** The member's copies of a version and whether it is on their want list, as the server has them. */
export async function onServer(request: APIRequestContext, versionId: string) {
  const { node } = await graphqlThroughApi<{ node: { viewerCopies: { id: string }[]; viewerWants: { id: string }[] } }>(
    request,
    'query ($id: ID!) { node(id: $id) { ... on Version { viewerCopies { id } viewerWants { id } } } }',
    { id: versionId },
  );
  return { copies: node.viewerCopies.map((copy) => copy.id), wanted: node.viewerWants.length > 0 };
}

/** The first visit registers the worker after load; once it is active, a reload is controlled. */
export async function controlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
}

/** What waits in the outbox, read from IndexedDB as the app stored it. */
export const outboxInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ kind: string; clientId: string }[]>((resolve, reject) => {
        const opening = indexedDB.open('cartridge-vault-member');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(all.result as { kind: string; clientId: string }[]);
            db.close();
          };
        };
      }),
  );

export const pending = (page: Page) => page.locator('[data-outbox="pending"]');

/** The member, signed in on another device, removes a copy (a conflict for a change queued offline). */
export async function removeOnAnotherDevice(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: Account,
  copyId: string,
): Promise<void> {
  const otherDevice = await playwright.request.newContext({ baseURL });
  await logInThroughApi(otherDevice, account.email, account.password);
  await graphqlThroughApi(
    otherDevice,
    'mutation ($input: RemoveFromCollectionInput!) { removeFromCollection(input: $input) { __typename } }',
    { input: { id: copyId } },
  );
  await otherDevice.dispose();
}

/** A new member, signed in, owning one copy of the first game; the worker controls /collection. */
export async function memberWithACopy(page: Page) {
  const account = await signUpThroughApi(page.request);
  const [owned, other] = await twoGames(page.request);
  const copyId = await addCopy(page.request, owned.versionId);
  await controlled(page, '/collection');
  return { account, owned, other, copyId };
}

/** The game page's first version, whichever the page lists first: its collection control, title and id. */
export async function firstVersion(page: Page, game: Game) {
  const control = page.getByRole('group', { name: /^Your collection: / }).first();
  const versionTitle = (await control.getAttribute('aria-label'))!.replace('Your collection: ', '');
  const versionId = game.versions.find((version) => version.title === versionTitle)!.id;
  return { control, versionTitle, versionId };
}

/** A new member, signed in, on a game's page that the worker controls (and keeps, to open offline). */
export async function memberOnAGamePage(page: Page) {
  await signUpThroughApi(page.request);
  const [, game] = await twoGames(page.request);
  await controlled(page, `/games/${game.id}`);
  return { game, ...(await firstVersion(page, game)) };
}
