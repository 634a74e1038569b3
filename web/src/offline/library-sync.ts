import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { librarySyncQuery, librarySyncQuery$data } from '../__generated__/librarySyncQuery.graphql.ts';
import type { LibraryCopy, LibrarySnapshot, LibraryVersion, LibraryWant } from './library-lookup.ts';
import { rememberOpenedGame, storeLibrary, storedLibrary } from './outbox-store.ts';
import { LIMITS } from '#shared/rules';

// Keeps the member's collection and want list in IndexedDB (issue 28, part 3) while they are
// online, so that offline the device still knows what they own and want. Read a page of 100 at
// a time, at most once a minute: a few seconds after the app starts, when the network comes back
// (after the outbox is sent), and when the page is hidden (the member may be about to walk into a
// shop with no signal); never while the first page loads.

/** A refresh sooner than this after the last one is skipped. */
export const LIBRARY_REFRESH_MS = 60_000;
/**
 * The first read waits this long after the app starts: the page's own code, data and images come
 * first, and a member who opens a page and leaves at once costs the server nothing more.
 */
export const LIBRARY_START_DELAY_MS = 5_000;
/** Games opened on this device whose barcodes are kept for offline lookups. */
export const OPENED_GAMES_KEPT = 500;

const query = graphql`
  query librarySyncQuery(
    $first: Int!
    $copiesAfter: String
    $wantsAfter: String
    $withCopies: Boolean!
    $withWants: Boolean!
    $withExtras: Boolean!
  ) {
    viewer {
      databaseId
      # Once per refresh, with the first page: what /collection shows beside the lists offline.
      ... @include(if: $withExtras) @alias(as: "extras") {
        ...CollectionStats_user @relay(mask: false)
        friendsHavingWhatYouWant {
          ...FriendMatches_match @relay(mask: false)
        }
        friendsWantingWhatYouTrade {
          ...FriendMatches_match @relay(mask: false)
        }
      }
      collection(first: $first, after: $copiesAfter) @include(if: $withCopies) {
        edges {
          node {
            id
            condition
            hasBox
            hasManual
            hasMedium
            pricePaidCents
            currency
            forTrade
            version {
              ...librarySync_version @relay(mask: false)
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      wantList(first: $first, after: $wantsAfter) @include(if: $withWants) {
        edges {
          node {
            maxPriceCents
            currency
            version {
              ...librarySync_version @relay(mask: false)
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

/** A version as the library keeps it; spread unmasked here and on the game page (RememberOpenedGame). */
export const libraryVersionFields = graphql`
  fragment librarySync_version on Version {
    id
    title
    region
    barcode
    game {
      databaseId
      title
    }
  }
`;

type Viewer = NonNullable<librarySyncQuery$data['viewer']>;
type VersionData = NonNullable<NonNullable<Viewer['collection']>['edges']>[number]['node']['version'];

export const libraryVersion = (version: VersionData): LibraryVersion => ({
  id: version.id,
  title: version.title,
  region: version.region,
  barcode: version.barcode ?? null,
  gameId: version.game.databaseId,
  gameTitle: version.game.title,
});

let running: Promise<void> | null = null;
/** Bumped by a logout: a read that started before it never stores its answer after it. */
let generation = 0;

/** Reads the member's whole collection and want list and keeps them; null when signed out. */
async function readLibrary(env: Environment, memberId: number): Promise<LibrarySnapshot | null> {
  const copies: LibraryCopy[] = [];
  const wants: LibraryWant[] = [];
  let copiesAfter: string | null = null;
  let wantsAfter: string | null = null;
  let withCopies = true;
  let withWants = true;
  let extras: Pick<LibrarySnapshot, 'stats' | 'friendsHaving' | 'friendsWanting'> = {};
  while (withCopies || withWants) {
    const withExtras: boolean = copiesAfter === null && wantsAfter === null;
    const data: librarySyncQuery$data | undefined = await fetchQuery<librarySyncQuery>(
      env,
      query,
      { first: LIMITS.pageSizeMax, copiesAfter, wantsAfter, withCopies, withWants, withExtras },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const viewer: Viewer | null | undefined = data?.viewer;
    if (!viewer || viewer.databaseId !== memberId) return null;
    if (withExtras)
      extras = {
        stats: viewer.extras?.collectionStats ?? null,
        friendsHaving: viewer.extras?.friendsHavingWhatYouWant ?? null,
        friendsWanting: viewer.extras?.friendsWantingWhatYouTrade ?? null,
      };
    if (withCopies) {
      for (const { node } of viewer.collection?.edges ?? [])
        copies.push({
          id: node.id,
          version: libraryVersion(node.version),
          condition: node.condition ?? null,
          hasBox: node.hasBox,
          hasManual: node.hasManual,
          hasMedium: node.hasMedium,
          pricePaidCents: node.pricePaidCents ?? null,
          currency: node.currency ?? null,
          forTrade: node.forTrade,
        });
      withCopies = viewer.collection?.pageInfo.hasNextPage ?? false;
      copiesAfter = viewer.collection?.pageInfo.endCursor ?? null;
    }
    if (withWants) {
      for (const { node } of viewer.wantList?.edges ?? [])
        wants.push({
          version: libraryVersion(node.version),
          maxPriceCents: node.maxPriceCents ?? null,
          currency: node.currency ?? null,
        });
      withWants = viewer.wantList?.pageInfo.hasNextPage ?? false;
      wantsAfter = viewer.wantList?.pageInfo.endCursor ?? null;
    }
  }
  return { memberId, copies, wants, ...extras, savedAt: Date.now() };
}

/**
 * Refreshes the kept library unless it was read in the last minute, by this tab or another
 * (`force` after the outbox was sent: the server's state changed). A failure keeps the last copy;
 * the next trigger retries.
 */
export function refreshLibrary(env: Environment, memberId: number, force = false): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  if (running) return running;
  const started = generation;
  running = (async () => {
    try {
      const stored = await storedLibrary(memberId);
      if (!force && stored && Date.now() - stored.savedAt < LIBRARY_REFRESH_MS) return;
      const snapshot = await readLibrary(env, memberId);
      // Checked in the same turn as the write starts: a logout after this waits for the write,
      // then deletes the database with it.
      if (snapshot && generation === started) await storeLibrary(snapshot);
    } catch {
      // Offline again, or the server busy: the kept copy stays as it was.
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Keeps a game the member opened, so a scan of its barcode names it offline. */
export async function rememberGame(game: { databaseId: number; title: string; versions: LibraryVersion[] }) {
  await rememberOpenedGame(
    { gameId: game.databaseId, title: game.title, versions: game.versions, openedAt: Date.now() },
    OPENED_GAMES_KEPT,
  );
}

let watching: (() => void) | null = null;

/** Starts the background refreshes for the signed-in member; the returned stop ends them. */
export function startLibrary(env: Environment, memberId: number): void {
  watching?.();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void refreshLibrary(env, memberId);
  };
  document.addEventListener('visibilitychange', onHidden);
  const first = setTimeout(() => void refreshLibrary(env, memberId), LIBRARY_START_DELAY_MS);
  watching = () => {
    clearTimeout(first);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

export function stopLibrary(): void {
  watching?.();
  watching = null;
  generation += 1;
}
