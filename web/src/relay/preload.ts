import { loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  getRequest,
  type OperationType,
  type VariablesOf,
  type FetchPolicy,
} from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

// The latest reference per query. A route loader retains its query until the same route loads
// it again; the store's release buffer keeps the previous data while the screen changes over.
const latest = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>>();
// The queries whose screen would suspend until the server answers: when that answer (or error) is in.
const arrivals = new WeakMap<PreloadedQuery<OperationType>, Promise<unknown>>();

/** Starts a screen's query from its route loader (render-as-you-fetch) without leaking it. */
export function preloadQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  // Whether the screen can render from the store at once, or will wait (suspend) for the server.
  const inStore =
    fetchPolicy !== 'network-only' &&
    relayEnvironment.check(createOperationDescriptor(getRequest(query), variables)).status === 'available';
  const ref = loadQuery<Q>(relayEnvironment, query, variables, { fetchPolicy });
  if (!inStore && ref.source)
    arrivals.set(
      ref,
      ref.source.toPromise().catch(() => undefined),
    );
  latest.get(query)?.dispose();
  latest.set(query, ref as PreloadedQuery<OperationType>);
  return ref;
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
