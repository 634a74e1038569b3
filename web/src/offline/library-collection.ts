import { collectorLevel, completenessOf, type CollectorLevelProgress } from '#shared/collection-rules';
import { searchKey } from '#shared/search-key';
import type { CollectionSearch } from '../screens/collection/collection-search-params.ts';
import { OUTBOX_COPY_PREFIX, type OutboxChange } from './outbox-store.ts';
import {
  knownVersions,
  type LibraryCopy,
  type LibrarySnapshot,
  type LibraryVersion,
  type LibraryWant,
  type OpenedGame,
} from './library-lookup.ts';

// /collection drawn from the device (issue 28, part 3): the member's collection and want list as
// the server last sent them, with the changes still in the outbox laid over them, so a copy bought
// offline a minute ago is a row and counts towards the level. Plain functions over plain data,
// tested without a browser; the screen is OfflineCollection.tsx.

/** Added or changed on this device and not sent yet; null for the server's word. */
export type Waiting = 'added' | 'changed' | null;

export interface DeviceCopy extends LibraryCopy {
  waiting: Waiting;
}

export interface DeviceWant extends LibraryWant {
  waiting: Waiting;
}

export interface DeviceCollection {
  /** Every owned copy, before the search's filters: what the level and the tab counts use. */
  owned: number;
  /** The rows of the tab the search names, filtered and in title order. */
  copies: DeviceCopy[];
  wants: DeviceWant[];
  level: CollectorLevelProgress;
}

const COPY_FIELDS = ['condition', 'hasBox', 'hasManual', 'hasMedium', 'pricePaidCents', 'currency'] as const;

/** An edit's fields as the copy form queued them, laid over the kept copy. */
function edited(copy: DeviceCopy, fields: Record<string, unknown>): DeviceCopy {
  const next: DeviceCopy = { ...copy, waiting: copy.waiting ?? 'changed' };
  for (const field of COPY_FIELDS) if (field in fields) Object.assign(next, { [field]: fields[field] ?? null });
  return next;
}

/** A version only the outbox names (never opened on this device): its game's title is all there is. */
const unknownVersion = (change: OutboxChange): LibraryVersion => ({
  id: change.versionId,
  title: '',
  region: '',
  barcode: null,
  gameId: 0,
  gameTitle: change.title,
});

/** The kept library with the member's waiting changes applied, oldest first, as the server will. */
export function applyOutbox(
  library: LibrarySnapshot | undefined,
  opened: readonly OpenedGame[],
  waiting: readonly OutboxChange[],
): { copies: DeviceCopy[]; wants: DeviceWant[] } {
  const versions = knownVersions(library, opened);
  const copies = new Map<string, DeviceCopy>(
    (library?.copies ?? []).map((copy) => [copy.id, { ...copy, waiting: null }]),
  );
  const wants = new Map<string, DeviceWant>(
    (library?.wants ?? []).map((want) => [want.version.id, { ...want, waiting: null }]),
  );
  const versionOf = (change: OutboxChange) => versions.get(change.versionId) ?? unknownVersion(change);
  for (const change of waiting) {
    const copy = change.itemId === undefined ? undefined : copies.get(change.itemId);
    switch (change.kind) {
      case 'add': {
        const id = `${OUTBOX_COPY_PREFIX}${change.clientId}`;
        copies.set(id, {
          id,
          version: versionOf(change),
          condition: null,
          hasBox: false,
          hasManual: false,
          hasMedium: false,
          pricePaidCents: null,
          currency: null,
          forTrade: false,
          waiting: 'added',
        });
        break;
      }
      case 'remove':
        if (change.itemId !== undefined) copies.delete(change.itemId);
        break;
      case 'edit':
        if (copy) copies.set(copy.id, edited(copy, change.fields ?? {}));
        break;
      case 'trade':
      case 'untrade':
        if (copy)
          copies.set(copy.id, { ...copy, forTrade: change.kind === 'trade', waiting: copy.waiting ?? 'changed' });
        break;
      case 'want':
        if (!wants.has(change.versionId))
          wants.set(change.versionId, {
            version: versionOf(change),
            maxPriceCents: null,
            currency: null,
            waiting: 'added',
          });
        break;
      case 'unwant':
        wants.delete(change.versionId);
        break;
    }
  }
  return { copies: [...copies.values()], wants: [...wants.values()] };
}

const titleOrder = (a: { version: LibraryVersion }, b: { version: LibraryVersion }) =>
  searchKey(a.version.gameTitle).localeCompare(searchKey(b.version.gameTitle)) ||
  a.version.title.localeCompare(b.version.title) ||
  a.version.id.localeCompare(b.version.id);

/** Whether an entry matches the search's words (the server's folding), region and completeness. */
function matcher(search: CollectionSearch) {
  const words = searchKey(search.q).split(' ').filter(Boolean);
  return (version: LibraryVersion, copy: DeviceCopy) => {
    const key = `${searchKey(version.gameTitle)} ${searchKey(version.title)}`;
    if (!words.every((word) => key.includes(word))) return false;
    if (search.region && version.region !== search.region) return false;
    if (search.completeness && completenessOf(copy) !== search.completeness) return false;
    return true;
  };
}

/**
 * What /collection shows offline for a search. The tabs filter as the server does (For trade: the
 * copies offered; Wanted: the whole want list); rows come in title order whatever the sort asked, since
 * the device keeps no release or acquisition dates. The console filter needs the catalogue and is
 * not applied (the screen says so).
 */
export function deviceCollection(
  library: LibrarySnapshot | undefined,
  opened: readonly OpenedGame[],
  waiting: readonly OutboxChange[],
  search: CollectionSearch,
): DeviceCollection {
  const all = applyOutbox(library, opened, waiting);
  const matches = matcher(search);
  const copies =
    search.list === 'wanted'
      ? []
      : all.copies
          .filter((copy) => (search.list !== 'trade' || copy.forTrade) && matches(copy.version, copy))
          .sort(titleOrder);
  // The Wanted tab lists the whole want list, as the server's does: the search is the copies'.
  const wants = search.list === 'wanted' ? all.wants.sort(titleOrder) : [];
  return { owned: all.copies.length, copies, wants, level: collectorLevel(all.copies.length) };
}
