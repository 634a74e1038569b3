import { loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { OperationType, VariablesOf, FetchPolicy } from 'relay-runtime';
import { currentEnvironment, firstLoadPolicy, onServer } from '../ssr/environment-source.ts';

// The two latest references per query. A route loader retains its query until the same route has
// loaded it twice more: while a navigation's transition waits for the next page, the page on show
// still renders from the reference before the latest (a disposed one would warn and may lose its data).
const kept = new Map<GraphQLTaggedNode, PreloadedQuery<OperationType>[]>();

/**
 * Starts a screen's query from its route loader (render-as-you-fetch) without leaking it. On a
 * server-rendered page's first load, the records the server sent answer it.
 */
export function preloadQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  const ref = loadQuery<Q>(currentEnvironment(), query, variables, { fetchPolicy: firstLoadPolicy(fetchPolicy) });
  // A server render's environment is dropped with its request: nothing to keep or dispose.
  if (onServer) return ref;
  const refs = [ref as PreloadedQuery<OperationType>, ...(kept.get(query) ?? [])];
  for (const old of refs.splice(2)) old.dispose();
  kept.set(query, refs);
  return ref;
}
