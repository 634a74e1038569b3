import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChangeKind, ConflictReason } from './outbox-state.ts';
import type { OutboxChange } from './outbox-change.ts';
import type { LibrarySnapshot, OpenedGame } from './library-lookup.ts';

// The member's database in IndexedDB (issue 28): the outbox (part 4), the member's collection
// changes made offline, in the order they were made, until the server has them; and the library
// (part 3), the last copy of their collection and want list and the games they opened, which
// answer searches offline. IndexedDB, not memory, so all of it survives a reload and a browser
// restart.

export const MEMBER_DB = 'cartridge-vault-member';

export type { OutboxChange };

export interface StoredConflict {
  seq?: number;
  memberId: number;
  kind: ChangeKind;
  title: string;
  reason: ConflictReason;
}

interface MemberDB extends DBSchema {
  outbox: { key: number; value: OutboxChange };
  conflicts: { key: number; value: StoredConflict };
  /** One record, the member's id as its key. */
  library: { key: number; value: LibrarySnapshot };
  opened: { key: number; value: OpenedGame };
}

let opened: Promise<IDBPDatabase<MemberDB>> | undefined;
/**
 * Set by a logout until the next member's outbox starts: a write still on its way (a library read
 * answered just before the logout, a game page remembered) fails instead of creating the database
 * again with the last member's data in it.
 */
let signedOut = false;

/** A member's outbox starts: their data may be kept again. */
export function allowMemberData(): void {
  signedOut = false;
}

/** False in the service worker: it reads the member's database, never creates it. */
let mayCreate = true;

/**
 * The service worker's side: with no database (a logout deleted it, or no member ever signed in
 * here) there is nothing to send, and opening it must not bring an empty one back.
 */
export function openOnlyExistingMemberData(): void {
  mayCreate = false;
}

/** Whether this browser keeps a member's data now; never creates it where it may not. */
export async function memberDataKept(): Promise<boolean> {
  return db().then(
    () => true,
    () => false,
  );
}

function db(): Promise<IDBPDatabase<MemberDB>> {
  if (signedOut) return Promise.reject(new Error('The member signed out: nothing is kept on this device.'));
  if (opened) return opened;
  const opening = openDB<MemberDB>(MEMBER_DB, 2, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion === 0 && !mayCreate) return transaction.abort();
      if (oldVersion < 1) {
        database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        database.createObjectStore('conflicts', { keyPath: 'seq', autoIncrement: true });
      }
      if (oldVersion < 2) {
        database.createObjectStore('library', { keyPath: 'memberId' });
        database.createObjectStore('opened', { keyPath: 'gameId' });
      }
    },
    // Another tab deleting the database (a logout) must not wait for this one.
    blocking() {
      void opened?.then((database) => database.close());
      opened = undefined;
    },
  });
  opened = opening;
  // A database that could not open (none to open, in the service worker) is tried again next time.
  opening.catch(() => {
    if (opened === opening) opened = undefined;
  });
  return opening;
}

/** The outbox oldest first. */
export async function storedChanges(): Promise<OutboxChange[]> {
  return (await db()).getAll('outbox');
}

export async function storedConflicts(): Promise<StoredConflict[]> {
  return (await db()).getAll('conflicts');
}

export const OUTBOX_COPY_PREFIX = 'client:outbox-copy:';

const toggleGroup = (kind: ChangeKind) =>
  kind === 'want' || kind === 'unwant' ? 'want' : kind === 'trade' || kind === 'untrade' ? 'trade' : null;

/**
 * Adds a change, folded into what is already waiting so the server gets the outcome: removing a
 * copy that was added offline drops the add; a second want or trade toggle of the same thing
 * replaces the first.
 */
export async function queue(change: OutboxChange): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const waiting = await tx.store.getAll();
  const unsentAdd =
    change.kind === 'remove'
      ? waiting.find((old) => old.kind === 'add' && change.itemId === `${OUTBOX_COPY_PREFIX}${old.clientId}`)
      : undefined;
  if (unsentAdd) {
    await tx.store.delete(unsentAdd.seq!);
  } else {
    const group = toggleGroup(change.kind);
    for (const old of waiting) {
      const replaced =
        group !== null &&
        toggleGroup(old.kind) === group &&
        old.versionId === change.versionId &&
        old.itemId === change.itemId;
      if (replaced) await tx.store.delete(old.seq!);
    }
    await tx.store.add(change);
  }
  await tx.done;
}

export async function forget(seq: number): Promise<void> {
  await (await db()).delete('outbox', seq);
}

export async function recordConflict(conflict: StoredConflict): Promise<void> {
  await (await db()).add('conflicts', conflict);
}

export async function dismissConflicts(): Promise<void> {
  await (await db()).clear('conflicts');
}

export async function storedLibrary(memberId: number): Promise<LibrarySnapshot | undefined> {
  return (await db()).get('library', memberId);
}

export async function storeLibrary(snapshot: LibrarySnapshot): Promise<void> {
  await (await db()).put('library', snapshot);
}

/** Games opened on this device, at most `OPENED_GAMES_KEPT`: the oldest opened go first. */
export async function rememberOpenedGame(game: OpenedGame, keep: number): Promise<void> {
  const tx = (await db()).transaction('opened', 'readwrite');
  await tx.store.put(game);
  const all = await tx.store.getAll();
  if (all.length > keep)
    for (const old of all.sort((a, b) => a.openedAt - b.openedAt).slice(0, all.length - keep))
      await tx.store.delete(old.gameId);
  await tx.done;
}

export async function openedGames(): Promise<OpenedGame[]> {
  return (await db()).getAll('opened');
}

/** Signing out: everything this browser kept of the member goes. */
export async function forgetMemberData(): Promise<void> {
  signedOut = true;
  const database = await opened?.catch(() => undefined);
  database?.close();
  opened = undefined;
  await deleteDB(MEMBER_DB);
}
