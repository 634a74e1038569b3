import { useSyncExternalStore } from 'react';

// What the shell shows of the offline outbox (issue 28, part 4): the changes still to send and
// the ones the server did not take. A few lines with no IndexedDB code, so the first page stays
// small; outbox-sync.ts, loaded once a member is signed in, fills it.

export type ChangeKind = 'add' | 'remove' | 'edit' | 'want' | 'unwant' | 'trade' | 'untrade';

export interface PendingChangeView {
  key: number;
  kind: ChangeKind;
  title: string;
}

/** Why the server did not take a change; its words are the reader's language's (PendingChanges). */
export type ConflictReason = 'copyGone' | 'versionGone' | 'refused';

export interface ConflictView {
  key: number;
  kind: ChangeKind;
  title: string;
  reason: ConflictReason;
}

export interface OutboxState {
  pending: readonly PendingChangeView[];
  conflicts: readonly ConflictView[];
  /** Set when the last pending change went to the server; cleared by the next queued one. */
  synced: boolean;
}

let state: OutboxState = { pending: [], conflicts: [], synced: false };
const listeners = new Set<() => void>();

export function setOutboxState(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const outboxState = (): OutboxState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const EMPTY: OutboxState = { pending: [], conflicts: [], synced: false };

export function useOutboxState(): OutboxState {
  // The server never has an outbox: hydration starts empty.
  return useSyncExternalStore(subscribe, outboxState, () => EMPTY);
}
