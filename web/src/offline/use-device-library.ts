import { useEffect, useState } from 'react';
import type { LibrarySnapshot, OpenedGame } from './library-lookup.ts';
import type { OutboxChange } from './outbox-store.ts';
import { useOutboxState } from './outbox-state.ts';

/** What the device holds of the member: the kept library, the games opened here, the outbox. */
export interface DeviceLibrary {
  /** Undefined until a signed-in visit online has kept one. */
  library: LibrarySnapshot | undefined;
  opened: OpenedGame[];
  /** This member's changes still waiting, oldest first. */
  waiting: OutboxChange[];
}

const NOTHING: DeviceLibrary = { library: undefined, opened: [], waiting: [] };

/**
 * Reads the member's data from IndexedDB (the store's code loads with the screen that asks), and
 * again when the outbox changes. Null while reading; a failed read (no IndexedDB, a private
 * window) answers as if nothing were kept.
 */
export function useDeviceLibrary(memberId: number | undefined): DeviceLibrary | null {
  const [read, setRead] = useState<DeviceLibrary | null>(null);
  const { pending } = useOutboxState();
  useEffect(() => {
    let current = true;
    void (async () => {
      const store = await import('./outbox-store.ts');
      const [library, opened, waiting] = await Promise.all([
        memberId === undefined ? undefined : store.storedLibrary(memberId),
        store.openedGames(),
        store.storedChanges(),
      ]);
      const mine = waiting.filter((change) => change.memberId === memberId);
      if (current) setRead({ library, opened, waiting: mine });
    })().catch(() => {
      if (current) setRead(NOTHING);
    });
    return () => {
      current = false;
    };
  }, [memberId, pending]);
  return read;
}
