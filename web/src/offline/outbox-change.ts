import type { ChangeKind } from './outbox-state.ts';

// A change in the outbox (issue 28, part 4), as IndexedDB keeps it (outbox-store.ts) and as it
// goes to the server (outbox-request.ts, which the API's tests also read: no JSX behind it).

/** One change as the member made it. `clientId` names it to the server on every sending (its Idempotency-Key, an add's client id): applied once. */
export interface OutboxChange {
  seq?: number;
  /** The member's databaseId: another member signing in on this browser never sends it. */
  memberId: number;
  kind: ChangeKind;
  clientId: string;
  /** Global ids. An add's copy has no server id yet: its store id is `client:outbox-copy:<clientId>`. */
  versionId: string;
  itemId?: string;
  /** Collection lists the removed copy was in (their Relay ids are stable across reloads). */
  connections?: string[];
  /** An edit's fields, as UpdateCollectionItemInput takes them (plain JSON: dates as YYYY-MM-DD). */
  fields?: Record<string, unknown>;
  title: string;
  queuedAt: number;
}
