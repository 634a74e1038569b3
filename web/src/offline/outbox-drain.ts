import type { Outcome } from './outbox-request.ts';
import type { OutboxChange } from './outbox-change.ts';
import { forget, recordConflict, storedChanges } from './outbox-store.ts';

// Sending the outbox, oldest first (issue 28, part 4): the page's loop (outbox-sync.ts) and the
// service worker's (outbox-worker.ts) are this one.

export interface Drained {
  /** The server answered at least one change: its state may have moved. */
  sent: boolean;
  /** Nothing of this member's waits any more; false when a change must be tried again later. */
  finished: boolean;
}

/**
 * Sends what waits as `member`, one change at a time, and stops at the first that gets no
 * answer worth keeping. A refusal is kept (the `conflicts` store) for the member to read in any
 * page. One sender at a time, a tab or the service worker (the Web Lock `cv-outbox`); the
 * server's keys make a second sending harmless anyway.
 */
export async function drainOutbox(
  member: number,
  send: (change: OutboxChange) => Promise<Outcome>,
  onAnswered?: (change: OutboxChange) => void,
): Promise<Drained> {
  const run = async (): Promise<Drained> => {
    let sent = false;
    for (const change of await storedChanges()) {
      // Left by another member whose session ended without a logout: never theirs to send as this one.
      if (change.memberId !== member) {
        await forget(change.seq!);
        continue;
      }
      const outcome = await send(change);
      if (outcome === 'retry') return { sent, finished: false };
      sent = true;
      if (outcome !== 'done')
        await recordConflict({ memberId: change.memberId, kind: change.kind, title: change.title, reason: outcome });
      onAnswered?.(change);
      await forget(change.seq!);
    }
    return { sent, finished: true };
  };
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('cv-outbox', run) : run();
}
