import { loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  getRequest,
  type OperationType,
  type VariablesOf,
  type FetchPolicy,
} from 'relay-runtime';
import { relayEnvironment } from './environment.ts';
import { awaitArrival } from './query-arrivals.ts';

// The latest reference per query. A route loader retains its query until the same route loads
// it again; the store's release buffer keeps the previous data while the screen changes over.
const latest = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>>();

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
  const previous = latest.get(query);
  latest.set(query, ref as PreloadedQuery<OperationType>);
  if (!inStore && ref.source) {
    const arrived = ref.source.toPromise();
    awaitArrival(ref as PreloadedQuery<OperationType>, arrived);
    // The screen on show keeps rendering from the previous reference until this one has arrived.
    void arrived.finally(() => previous?.dispose()).catch(() => undefined);
  } else previous?.dispose();
  return ref;
}
