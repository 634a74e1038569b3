import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router';
import type { OperationType } from 'relay-runtime';

// The preloaded queries whose screen would suspend until the server answers: when that answer
// (or error) is in. Apart from preload.ts, which needs the app's environment, so that screen
// tests can use it with their fake one (test/app-environment.tsx).
const arrivals = new WeakMap<PreloadedQuery<OperationType>, Promise<unknown>>();

/** Notes a query that is not in the store yet: its screen waits until `arrived` settles. */
export function awaitArrival(query: PreloadedQuery<OperationType>, arrived: Promise<unknown>): void {
  arrivals.set(
    query,
    arrived.catch(() => undefined),
  );
}

const isPreloadedQuery = (value: unknown): value is PreloadedQuery<OperationType> =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'PreloadedQuery';

/**
 * A route loader's data once the queries it started can render without suspending: at once when
 * the store had them, else when the server has answered (or failed: the screen shows the error
 * as before). The app runs on Preact (scripts/build/preact.ts), which has no transitions: a
 * screen that suspended would replace the page on screen with the loading placeholder, taking the
 * focus with it. Waiting here keeps the current page, with the route progress bar, until the
 * next one can render, as React's transitions did.
 */
export async function whenQueriesArrived<T>(data: T): Promise<T> {
  const values = isPreloadedQuery(data) ? [data] : typeof data === 'object' && data !== null ? Object.values(data) : [];
  await Promise.all(values.filter(isPreloadedQuery).map((query) => arrivals.get(query)));
  return data;
}

/** A screen's loader whose data is handed over once its queries have arrived (routes.tsx, and screen tests). */
export const waitingForQueries =
  (loader: LoaderFunction): LoaderFunction =>
  async (...args) =>
    whenQueriesArrived(await loader(...args));
