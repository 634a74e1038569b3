// A write shows its result at once (Relay's optimistic update), so a member may add a copy and
// open their collection a moment later. That page's query must not reach the server before the
// write does, or it reads the collection without the copy and shows it so until the next visit.
// So a read waits for the writes this page has in flight, the way a member expects of any site:
// what they just did is there on the next page.

/** How long a read waits for writes in flight at most: a write that hangs must not hold every read. */
export const WRITE_WAIT_MS = 10_000;

const inFlight = new Set<Promise<unknown>>();

/** The writes this page has sent and not yet had answered, for tests. */
export const writesInFlight = (): number => inFlight.size;

/** Counts `write` as in flight until it settles; returns it unchanged. */
export function trackWrite<T>(write: Promise<T>): Promise<T> {
  inFlight.add(write);
  const settled = () => inFlight.delete(write);
  write.then(settled, settled);
  return write;
}

/** Resolves once every write in flight when it was called has settled, or after WRITE_WAIT_MS. */
export async function afterWritesInFlight(): Promise<void> {
  if (inFlight.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => (timer = setTimeout(resolve, WRITE_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
