// A write shows its result at once (Relay's optimistic update), so a member may press Add and
// leave the page a moment later, believing it done. A plain fetch is cancelled with its page and
// the change would be lost; one marked `keepalive` is finished by the browser after the page is
// gone. The Fetch standard refuses (a TypeError, before anything is sent) a keepalive request
// whose body would take the page's keepalive bodies in flight over 64 KiB, so writes are marked
// only while they fit, with room to spare; one that does not fit (an upload, a very long text)
// goes as before, cancelled if its page goes.

/** What this page lets its keepalive bodies in flight add up to: under the standard's 64 KiB. */
export const KEEPALIVE_BUDGET_BYTES = 60_000;

let inFlight = 0;

/** The bytes of keepalive bodies this page has in flight, for tests. */
export const keepaliveBytesInFlight = (): number => inFlight;

/**
 * Sends `init` with `send`, marked keepalive when its body is text that fits the budget beside
 * the other keepalive writes in flight. The budget is held until `send` is done, so `send` should
 * read the answer's body too: the browser counts a request in flight until then.
 */
export async function sendKeptAlive<T>(init: RequestInit, send: (init: RequestInit) => Promise<T>): Promise<T> {
  const bytes = typeof init.body === 'string' ? new TextEncoder().encode(init.body).length : undefined;
  if (bytes === undefined || inFlight + bytes > KEEPALIVE_BUDGET_BYTES) return send(init);
  inFlight += bytes;
  try {
    return await send({ ...init, keepalive: true });
  } finally {
    inFlight -= bytes;
  }
}
