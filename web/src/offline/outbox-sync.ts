import { createOperationDescriptor, fetchQuery, graphql, type Disposable, type Environment } from 'relay-runtime';
import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import { countRemoval } from '../collection/count-removal.ts';
import { fetchRetryingWhileUnavailable } from '../relay/catalogue-availability.ts';
import { newIdempotencyKey } from '../relay/environment.ts';
import { refreshLibrary, startLibrary, stopLibrary } from './library-sync.ts';
import { answerServiceWorker, requestBackgroundSync } from './outbox-background-sync.ts';
import { drainOutbox } from './outbox-drain.ts';
import { changeOperation, sendChange, type Outcome } from './outbox-request.ts';
import { setOutboxState, outboxState } from './outbox-state.ts';
import {
  OUTBOX_COPY_PREFIX,
  dismissConflicts,
  forgetMemberData,
  allowMemberData,
  queue,
  storedChanges,
  storedConflicts,
  type OutboxChange,
} from './outbox-store.ts';

// The outbox's Relay side (issue 28, part 4), loaded once a member is signed in. Every change
// waiting in IndexedDB is one optimistic update of the Relay store, so the same screens show it
// (a copy more on the game page, the want button on, the copy offered for trade) until the
// server's answer replaces it; nothing renders from a second source. Changes are sent oldest
// first when the browser comes online, at start, after a failed try every half minute, and when
// the service worker's Background Sync asks (outbox-worker.ts, which sends by itself with no page).

const RETRY_MS = 30_000;
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('cv-outbox') : null;

let member: number | null = null;
let environment: Environment | null = null;
const applied = new Map<number, { change: OutboxChange; update: Disposable }>();
/** Changes this tab sent: their answers updated this store; others' did not. */
const sentHere = new Set<number>();

/* eslint-disable relay/unused-fields -- read by the game page's and /collection's fragments */
const refreshQuery = graphql`
  query outboxSyncRefreshQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Version {
        id
        viewerCopies {
          id
        }
        viewerWants {
          id
        }
      }
      ... on CollectionItem {
        id
        ...CopyRow_item @alias(as: "copy")
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * Changes another tab sent leave this tab's store as it was before them: a removal is done here
 * too (the copy is gone either way), and the versions and copies they touched are read again.
 */
function catchUp(env: Environment, changes: OutboxChange[]): void {
  if (changes.length === 0) return;
  env.commitUpdate((store) => {
    for (const change of changes) if (change.kind === 'remove') showChange(store, change);
  });
  const ids = new Set(
    changes.flatMap((change) => (change.kind === 'remove' || !change.itemId ? [change.versionId] : [change.itemId])),
  );
  void fetchQuery(env, refreshQuery, { ids: [...ids].filter(Boolean) }, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => {});
}
let flushing: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

type NewChange = Omit<OutboxChange, 'memberId' | 'clientId' | 'queuedAt' | 'seq'>;

/** Keeps a change made offline; the screens show it at once. */
export async function queueChange(env: Environment, change: NewChange): Promise<void> {
  if (member === null) throw new Error('The outbox starts once a member is signed in.');
  environment ??= env;
  await queue({ ...change, memberId: member, clientId: newIdempotencyKey(), queuedAt: Date.now() });
  void requestBackgroundSync();
  setOutboxState({ synced: false });
  await reconcile();
  channel?.postMessage('changed');
}

/** The store id the optimistic copy of an add has, so removing it before it is sent cancels the add. */
export const outboxCopyId = (clientId: string) => `${OUTBOX_COPY_PREFIX}${clientId}`;

function showChange(store: RecordSourceProxy, change: OutboxChange): void {
  const version = store.get(change.versionId);
  switch (change.kind) {
    case 'add': {
      if (!version) return;
      const id = outboxCopyId(change.clientId);
      const copy = store.get(id) ?? store.create(id, 'CollectionItem');
      copy.setValue(id, 'id');
      version.setLinkedRecords([...(version.getLinkedRecords('viewerCopies') ?? []), copy], 'viewerCopies');
      return;
    }
    case 'remove': {
      const copies = version?.getLinkedRecords('viewerCopies');
      if (version && copies)
        version.setLinkedRecords(
          copies.filter((copy) => copy?.getDataID() !== change.itemId),
          'viewerCopies',
        );
      const lists = (change.connections ?? []).filter((connectionId) =>
        store
          .get(connectionId)
          ?.getLinkedRecords('edges')
          ?.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === change.itemId),
      );
      for (const connectionId of lists) ConnectionHandler.deleteNode(store.get(connectionId)!, change.itemId!);
      countRemoval(store, lists);
      return;
    }
    case 'want':
    case 'unwant': {
      if (!version) return;
      const id = `client:outbox-want:${change.clientId}`;
      const entry = store.get(id) ?? store.create(id, 'WantedVersion');
      entry.setValue(id, 'id');
      version.setLinkedRecords(change.kind === 'want' ? [entry] : [], 'viewerWants');
      return;
    }
    case 'edit': {
      const item = store.get(change.itemId!);
      for (const [field, value] of Object.entries(change.fields ?? {}))
        item?.setValue(value as string | number | boolean | null, field);
      return;
    }
    case 'trade':
    case 'untrade':
      store.get(change.itemId!)?.setValue(change.kind === 'trade', 'forTrade');
  }
}

/** Applies the waiting changes not yet shown and drops those another tab (or a flush) sent. */
async function reconcile(): Promise<void> {
  if (!environment || member === null) return;
  const env = environment;
  const [changes, conflicts] = await Promise.all([storedChanges(), storedConflicts()]);
  const mine = changes.filter((change) => change.memberId === member);
  const waiting = new Set(mine.map((change) => change.seq!));
  const sentElsewhere: OutboxChange[] = [];
  for (const [seq, { change, update }] of applied)
    if (!waiting.has(seq)) {
      update.dispose();
      applied.delete(seq);
      if (!sentHere.delete(seq)) sentElsewhere.push(change);
    }
  catchUp(env, sentElsewhere);
  for (const change of mine)
    if (!applied.has(change.seq!))
      applied.set(change.seq!, {
        change,
        update: env.applyUpdate({ storeUpdater: (store) => showChange(store, change) }),
      });
  const hadPending = outboxState().pending.length > 0;
  setOutboxState({
    pending: mine.map((change) => ({ key: change.seq!, kind: change.kind, title: change.title })),
    conflicts: conflicts
      .filter((conflict) => conflict.memberId === member)
      .map((conflict) => ({ key: conflict.seq!, kind: conflict.kind, title: conflict.title, reason: conflict.reason })),
    synced: outboxState().synced || (hadPending && mine.length === 0),
  });
}

/**
 * Sends one change (outbox-request.ts, the service worker's request too) and puts the answer into
 * the store as the screen's own mutation would: the same normalization, @deleteEdge included.
 */
async function send(change: OutboxChange): Promise<Outcome> {
  const { outcome, data } = await sendChange(change, fetchRetryingWhileUnavailable);
  const env = environment;
  if (!data || !env) return outcome;
  const { document, variables, storeVariables, field } = changeOperation(change);
  env.commitPayload(createOperationDescriptor(document, { ...variables, ...storeVariables }), data);
  const typename = (data[field] as { __typename?: string } | null)?.__typename;
  if (change.kind === 'remove' && typename === 'MutationRemoveFromCollectionSuccess')
    env.commitUpdate((store) => countRemoval(store, change.connections ?? []));
  return outcome;
}

/**
 * Sends the outbox, one change at a time, oldest first (outbox-drain.ts): one tab or the service
 * worker at a time (a Web Lock); each change's Idempotency-Key makes a second sending harmless
 * anyway.
 */
export function flushOutbox(): Promise<void> {
  if (!environment || member === null || !navigator.onLine) return Promise.resolve();
  flushing ??= sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(): Promise<void> {
  clearTimeout(retry);
  const { sent, finished } = await drainOutbox(member!, send, (change) => sentHere.add(change.seq!));
  if (!finished) retry = setTimeout(() => void flushOutbox(), RETRY_MS);
  await reconcile();
  channel?.postMessage('changed');
  // The server's state changed: the copy kept for offline lookups follows it.
  if (sent && environment && member !== null) void refreshLibrary(environment, member, true);
}

/** Starts the outbox for the signed-in member: shows what waits and sends it when online. */
export async function startOutbox(env: Environment, memberId: number): Promise<void> {
  if (member === memberId) return;
  allowMemberData();
  environment = env;
  member = memberId;
  await reconcile();
  await flushOutbox();
  startLibrary(env, memberId);
}

function onOnline() {
  void flushOutbox().then(() => {
    if (environment && member !== null) void refreshLibrary(environment, member);
  });
}
addEventListener('online', onOnline);
if (channel) channel.onmessage = () => void reconcile();
// The service worker's sync event, with this page open: this page sends, so its store follows.
answerServiceWorker(async () => {
  await flushOutbox();
  return outboxState().pending.length;
});

export async function dismissOutboxConflicts(): Promise<void> {
  await dismissConflicts();
  await reconcile();
  channel?.postMessage('changed');
}

/** Signing out: the optimistic changes leave the store and the member's data this browser. */
export async function stopOutbox(): Promise<void> {
  clearTimeout(retry);
  stopLibrary();
  for (const { update } of applied.values()) update.dispose();
  applied.clear();
  sentHere.clear();
  member = null;
  setOutboxState({ pending: [], conflicts: [], synced: false });
  await forgetMemberData();
}
