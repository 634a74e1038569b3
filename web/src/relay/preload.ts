import { loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { OperationType, VariablesOf, FetchPolicy } from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

// The latest reference per query. A route loader retains its query until the same route loads
// it again; the store's release buffer keeps the previous data while the screen changes over.
const latest = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>>();

/** Starts a screen's query from its route loader (render-as-you-fetch) without leaking it. */
export function preloadQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  const ref = loadQuery<Q>(relayEnvironment, query, variables, { fetchPolicy });
  latest.get(query)?.dispose();
  latest.set(query, ref as PreloadedQuery<OperationType>);
  return ref;
}
