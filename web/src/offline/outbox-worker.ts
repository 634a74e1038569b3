import appShellQuery from '../__generated__/AppShellQuery.graphql.ts';
import { CSRF_HEADER, persistedQueryUrl } from '../relay/graphql-http.ts';
import { OUTBOX_SYNC_TAG, SEND_REQUEST, type SendAnswer } from './outbox-background-sync.ts';
import { drainOutbox } from './outbox-drain.ts';
import { sendChange } from './outbox-request.ts';
import { memberDataKept, openOnlyExistingMemberData } from './outbox-store.ts';

// The service worker's part of the outbox (issue 28, part 4): Background Sync. Built on its own
// into one classic script that sw.js imports (scripts/build/offline-app.ts); Workbox's precache and
// caches stay as generateSW writes them. The browser fires `sync` when the network is back after
// a page asked for it (outbox-background-sync.ts). An open page of the site is asked to send (its
// Relay store then shows the answers, as when it sends by itself); with none, the worker sends the
// outbox itself, with the page's own requests and rules (outbox-request.ts, outbox-drain.ts). A
// rejected sync is tried again by the browser later.

// The few service worker types used here; the web project's TypeScript lib is the DOM's.
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
interface PageClient {
  readonly focused?: boolean;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
declare const self: {
  clients: { matchAll(options: { type: 'window' }): Promise<readonly PageClient[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

/** How long an open page has to answer before the worker sends by itself (the page's code may not be loaded). */
const PAGE_ANSWER_MS = 10_000;

openOnlyExistingMemberData();

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});

async function sendOutbox(): Promise<void> {
  // Only the pages this worker controls: the worker's own build, the member's own origin.
  const pages = await self.clients.matchAll({ type: 'window' });
  const page = pages.find((client) => client.focused) ?? pages[0];
  const answer = page ? await askPage(page) : undefined;
  const finished = answer ? answer.waiting === 0 : await sendWithoutPage();
  if (!finished) throw new Error('Some changes still wait for the network: the browser tries again later.');
}

function askPage(page: PageClient): Promise<SendAnswer | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), PAGE_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<SendAnswer>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    page.postMessage({ type: SEND_REQUEST }, [channel.port2]);
  });
}

/** Sends the outbox with no page to do it; true when nothing waits any more. */
async function sendWithoutPage(): Promise<boolean> {
  // Signed out (the logout deleted the member's data): nothing to send.
  if (!(await memberDataKept())) return true;
  const member = await signedInMember();
  // The session ended without a logout: the changes wait for the member's next visit, never sent as another.
  if (member === null) return true;
  const { finished } = await drainOutbox(member, async (change) => (await sendChange(change)).outcome);
  return finished;
}

/** Whom the browser's session cookie signs in, asked with the shell's own persisted query; throws offline. */
async function signedInMember(): Promise<number | null> {
  const { id, name } = appShellQuery.params;
  const response = await fetch(persistedQueryUrl(id!, name, {}), {
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...CSRF_HEADER },
  });
  if (!response.ok) throw new Error(`The viewer could not be read (${response.status}).`);
  const body = (await response.json()) as { data?: { viewer?: { databaseId?: number } | null } };
  return body.data?.viewer?.databaseId ?? null;
}
