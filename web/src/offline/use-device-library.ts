import { useEffect, useMemo, useState } from 'react';
import type { LibrarySnapshot, OpenedGame } from './library-lookup.ts';
import type { OutboxChange } from './outbox-store.ts';
import type * as OutboxStore from './outbox-store.ts';
import { useOutboxState } from './outbox-state.ts';

/** What the device holds of the member: the kept library, the games opened here, the outbox. */
export interface DeviceLibrary {
  /** Undefined until a signed-in visit online has kept one. */
  library: LibrarySnapshot | undefined;
  opened: OpenedGame[];
  /** This member's changes still waiting, oldest first. */
  waiting: OutboxChange[];
}

/** The reads the hook makes of outbox-store.ts. */
export type DeviceStore = Pick<typeof OutboxStore, 'storedLibrary' | 'openedGames' | 'storedChanges'>;

// The store's code loads with the screen that asks, not with the first page.
const loadStore = (): Promise<DeviceStore> => import('./outbox-store.ts');

type Kept = Pick<DeviceLibrary, 'library' | 'opened'>;
const NOTHING_KEPT: Kept = { library: undefined, opened: [] };

/**
 * Reads the member's data from IndexedDB: the library and the opened games once, the outbox again
 * each time it changes (which leaves the library as it was: the screens lay the waiting changes
 * over it in memory). Null while reading; a failed read (no IndexedDB, a private window) answers
 * as if nothing were kept. `load` is the store, for tests.
 */
export function useDeviceLibrary(
  memberId: number | undefined,
  load: () => Promise<DeviceStore> = loadStore,
): DeviceLibrary | null {
  const [kept, setKept] = useState<Kept | null>(null);
  const [waiting, setWaiting] = useState<OutboxChange[] | null>(null);
  const { pending } = useOutboxState();
  useEffect(() => {
    let current = true;
    load()
      .then(async (store) => {
        const [library, opened] = await Promise.all([
          memberId === undefined ? undefined : store.storedLibrary(memberId),
          store.openedGames(),
        ]);
        return { library, opened };
      })
      .then(
        (read) => {
          if (current) setKept(read);
        },
        () => {
          if (current) setKept(NOTHING_KEPT);
        },
      );
    return () => {
      current = false;
    };
  }, [load, memberId]);
  useEffect(() => {
    let current = true;
    load()
      .then((store) => store.storedChanges())
      .then(
        (changes) => {
          if (current) setWaiting(changes.filter((change) => change.memberId === memberId));
        },
        () => {
          if (current) setWaiting([]);
        },
      );
    return () => {
      current = false;
    };
  }, [load, memberId, pending]);
  return useMemo(() => (kept && waiting ? { ...kept, waiting } : null), [kept, waiting]);
}
