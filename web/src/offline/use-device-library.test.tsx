// The device's data as the offline screens read it: the kept library is read once, and a change
// to the outbox reads only the outbox again (the library it leaves as it was; the screens lay the
// waiting changes over it in memory). Reads are counted on a store standing in for IndexedDB.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { LibrarySnapshot } from './library-lookup.ts';
import type { OutboxChange } from './outbox-store.ts';
import { setOutboxState } from './outbox-state.ts';
import { useDeviceLibrary, type DeviceStore } from './use-device-library.ts';

const MEMBER = 7;
const library: LibrarySnapshot = { memberId: MEMBER, copies: [], wants: [], savedAt: 0 };
const change = (seq: number, memberId = MEMBER): OutboxChange => ({
  seq,
  memberId,
  kind: 'add',
  clientId: `client-${seq}`,
  versionId: `V${seq}`,
  title: `Game ${seq}`,
  queuedAt: seq,
});

/** A store whose reads are counted, holding `outbox` until told otherwise. */
function countedStore(outbox: OutboxChange[]) {
  const reads = { library: 0, opened: 0, outbox: 0 };
  const store: DeviceStore = {
    storedLibrary: async () => {
      reads.library += 1;
      return library;
    },
    openedGames: async () => {
      reads.opened += 1;
      return [];
    },
    storedChanges: async () => {
      reads.outbox += 1;
      return outbox;
    },
  };
  return {
    reads,
    load: () => Promise.resolve(store),
    queued(changes: OutboxChange[]) {
      outbox = changes;
      act(() =>
        setOutboxState({ pending: changes.map((one) => ({ key: one.seq!, kind: one.kind, title: one.title })) }),
      );
    },
  };
}

afterEach(() => {
  cleanup();
  setOutboxState({ pending: [], conflicts: [], synced: false });
});

describe('the device library of the offline screens', () => {
  it('reads the outbox again when it changes, and not the library', async () => {
    const device = countedStore([change(1), change(2, MEMBER + 1)]);
    const { result } = renderHook(() => useDeviceLibrary(MEMBER, device.load));
    await waitFor(() => expect(result.current).not.toBeNull());
    // Another member's change on this browser is never theirs.
    expect(result.current!.waiting.map((one) => one.seq)).toEqual([1]);
    expect(result.current!.library).toBe(library);
    const before = { ...device.reads };

    device.queued([change(1), change(3)]);
    await waitFor(() => expect(result.current!.waiting.map((one) => one.seq)).toEqual([1, 3]));
    expect(device.reads.outbox).toBeGreaterThan(before.outbox);
    expect(device.reads.library).toBe(before.library);
    expect(device.reads.opened).toBe(before.opened);
    expect(result.current!.library).toBe(library);
  });

  it('reads the library of another member who signs in', async () => {
    const device = countedStore([]);
    const { result, rerender } = renderHook(({ member }) => useDeviceLibrary(member, device.load), {
      initialProps: { member: MEMBER as number | undefined },
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    const before = device.reads.library;
    rerender({ member: undefined });
    await waitFor(() => expect(result.current!.library).toBeUndefined());
    rerender({ member: MEMBER });
    await waitFor(() => expect(device.reads.library).toBeGreaterThan(before));
  });

  it('answers as if nothing were kept when the store cannot be read', async () => {
    const unreadable = () => Promise.reject(new Error('no IndexedDB'));
    const { result } = renderHook(() => useDeviceLibrary(MEMBER, unreadable));
    await waitFor(() => expect(result.current).toEqual({ library: undefined, opened: [], waiting: [] }));
  });
});
