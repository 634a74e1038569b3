// Background Sync for the outbox (issue 28, part 4), the page's side: where the browser has it
// (Chromium's SyncManager), a change queued offline asks for a one-off `sync` event, which the
// service worker gets when the network is back, even with every page closed (outbox-worker.ts).
// Elsewhere nothing changes: the `online` event or the next start sends the outbox.

/** The one-off sync's tag. */
export const OUTBOX_SYNC_TAG = 'cv-outbox';

/** The worker's question to an open page: send the outbox yourself, so your store follows. */
export const SEND_REQUEST = 'cv-outbox:send';

/** The page's answer: how many of its member's changes still wait (0: all sent or refused). */
export interface SendAnswer {
  waiting: number;
}

/** Background Sync's part of a registration; TypeScript's DOM types do not have it yet. */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a sync event when the network is back; nothing where the browser has no Background Sync. */
export async function requestBackgroundSync(): Promise<void> {
  if (!('SyncManager' in globalThis) || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  // Refused (the user turned it off, no active worker yet): the page's own triggers remain.
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
}

/** Answers the worker's SEND_REQUEST with `send`, which sends what waits and says how much still does. */
export function answerServiceWorker(send: () => Promise<number>): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const port = event.ports[0];
    if (!port || (event.data as { type?: unknown } | null)?.type !== SEND_REQUEST) return;
    void send().then(
      (waiting) => port.postMessage({ waiting } satisfies SendAnswer),
      () => port.postMessage({ waiting: Number.POSITIVE_INFINITY } satisfies SendAnswer),
    );
  });
}
