import { looksLikeBarcode, normaliseBarcode } from '#shared/barcode-rules';
import { searchKey } from '#shared/search-key';
import type { CollectionStatsData } from '../collection/CollectionStats.tsx';
import type { FriendMatch } from '../screens/collection/FriendMatches.tsx';

// What the member's own data answers offline (issue 28, part 3): "do I already own this, in this
// region and condition?" for a title or a barcode, from the copy of their collection and want
// list kept on the device and the games they opened. Plain functions over plain data, so the
// rules are tested without a browser; the screen is OfflineLookup.tsx.

export interface LibraryVersion {
  /** Relay global id. */
  id: string;
  title: string;
  /** The Region enum's name, as the API sends it. */
  region: string;
  /** EAN-13 digits, as the server keeps them. */
  barcode: string | null;
  gameId: number;
  gameTitle: string;
}

export interface LibraryCopy {
  id: string;
  version: LibraryVersion;
  condition: string | null;
  hasBox: boolean;
  hasManual: boolean;
  hasMedium: boolean;
  pricePaidCents: number | null;
  currency: string | null;
  forTrade: boolean;
}

export interface LibraryWant {
  version: LibraryVersion;
  maxPriceCents: number | null;
  currency: string | null;
}

/** The member's collection and want list as the server last sent them. */
export interface LibrarySnapshot {
  memberId: number;
  copies: LibraryCopy[];
  wants: LibraryWant[];
  /**
   * What /collection shows beside the lists, as last read: the statistics and friends' trade
   * matches. Absent from a copy kept by an older build; null when the server sent none.
   */
  stats?: CollectionStatsData | null;
  friendsHaving?: readonly FriendMatch[] | null;
  friendsWanting?: readonly FriendMatch[] | null;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** A game the member opened on this device, with the barcodes of its versions. */
export interface OpenedGame {
  gameId: number;
  title: string;
  versions: LibraryVersion[];
  openedAt: number;
}

/** Changes still in the outbox count: the copy bought a minute ago is owned. */
export interface WaitingChange {
  kind: 'add' | 'remove' | 'want' | 'unwant' | string;
  versionId: string;
  itemId?: string;
}

export interface VersionAnswer {
  version: LibraryVersion;
  copies: LibraryCopy[];
  /** Copies added offline and not yet sent. */
  waitingCopies: number;
  wanted: boolean;
}

export type LookupResult =
  | { kind: 'barcode'; barcode: string; answers: VersionAnswer[] }
  | { kind: 'badBarcode'; text: string }
  | { kind: 'title'; answers: VersionAnswer[] };

/** How many versions a title search lists at most. */
export const TITLE_ANSWERS_MAX = 30;

/** The versions the device knows, by id: the games opened here, then the library's word over them. */
export function knownVersions(
  library: LibrarySnapshot | undefined,
  opened: readonly OpenedGame[],
): Map<string, LibraryVersion> {
  const versions = new Map<string, LibraryVersion>();
  for (const game of opened) for (const version of game.versions) versions.set(version.id, version);
  // The library's copy is the newer word on a version the member owns or wants.
  for (const copy of library?.copies ?? []) versions.set(copy.version.id, copy.version);
  for (const want of library?.wants ?? []) versions.set(want.version.id, want.version);
  return versions;
}

/** Answers version by version, with what the library and the waiting changes say of each. */
function answererFor(library: LibrarySnapshot | undefined, waiting: readonly WaitingChange[]) {
  // Once per lookup, not per version: a title search may weigh hundreds of versions.
  const removed = new Set(waiting.filter((change) => change.kind === 'remove').map((change) => change.itemId));
  return (version: LibraryVersion): VersionAnswer => {
    const toggles = waiting.filter(
      (change) => (change.kind === 'want' || change.kind === 'unwant') && change.versionId === version.id,
    );
    const lastToggle = toggles.at(-1);
    return {
      version,
      copies: (library?.copies ?? []).filter((copy) => copy.version.id === version.id && !removed.has(copy.id)),
      waitingCopies: waiting.filter((change) => change.kind === 'add' && change.versionId === version.id).length,
      wanted: lastToggle
        ? lastToggle.kind === 'want'
        : (library?.wants ?? []).some((want) => want.version.id === version.id),
    };
  };
}

const owned = (answer: VersionAnswer) => answer.copies.length + answer.waitingCopies > 0;

/**
 * Answers a search typed or scanned offline. A barcode finds its version; words find the versions
 * whose game or version title holds each of them (the server's folding: case, accents, kana).
 * Owned versions come first, then wanted ones, then the rest, each by title.
 */
export function lookUpOffline(
  text: string,
  library: LibrarySnapshot | undefined,
  opened: readonly OpenedGame[],
  waiting: readonly WaitingChange[] = [],
): LookupResult {
  const versions = [...knownVersions(library, opened).values()];
  const answerFor = answererFor(library, waiting);
  if (looksLikeBarcode(text)) {
    const barcode = normaliseBarcode(text);
    if (barcode === null) return { kind: 'badBarcode', text };
    const answers = versions.filter((version) => version.barcode === barcode).map(answerFor);
    return { kind: 'barcode', barcode, answers };
  }
  const words = searchKey(text).split(' ').filter(Boolean);
  const matches = versions.filter((version) => {
    const key = `${searchKey(version.gameTitle)} ${searchKey(version.title)}`;
    return words.every((word) => key.includes(word));
  });
  const rank = (answer: VersionAnswer) => (owned(answer) ? 0 : answer.wanted ? 1 : 2);
  const answers = matches
    .map(answerFor)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.version.gameTitle.localeCompare(b.version.gameTitle) ||
        a.version.title.localeCompare(b.version.title),
    )
    .slice(0, TITLE_ANSWERS_MAX);
  return { kind: 'title', answers };
}
