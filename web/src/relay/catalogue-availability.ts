// While the server's database is out of reach every /graphql answer is a 503 with Retry-After.
// Reads wait it out here (the page stays as it is, or keeps loading) and the notice in the
// layout says why; the moment an answer comes back, the read resolves and the notice goes.

/** How many reads are waiting for the catalogue to come back. */
let waiting = 0;
const listeners = new Set<() => void>();

function changeWaiting(by: number) {
  waiting += by;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeCatalogueAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const catalogueUnavailable = (): boolean => waiting > 0;

// A Retry-After outside these bounds is clamped: never hammer, never wait so long the page seems dead.
const MIN_WAIT_MS = 1000;
const MAX_WAIT_MS = 15_000;

/** The wait before the next try: the server's Retry-After, else doubling from one second. */
export function retryDelayMs(response: Response, attempt: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  const wanted = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : MIN_WAIT_MS * 2 ** attempt;
  return Math.min(Math.max(wanted, MIN_WAIT_MS), MAX_WAIT_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` for reads: a 503 (the database is briefly unavailable) is tried again after the wait
 * the server asks for, for as long as it takes. A write may use it only with an Idempotency-Key
 * (environment.ts's sendMutation): one answered 503 may still have been applied.
 */
export async function fetchRetryingWhileUnavailable(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response = await fetch(input, init);
  if (response.status !== 503) return response;
  changeWaiting(1);
  try {
    for (let attempt = 0; response.status === 503; attempt += 1) {
      await sleep(retryDelayMs(response, attempt));
      response = await fetch(input, init);
    }
    return response;
  } finally {
    changeWaiting(-1);
  }
}
