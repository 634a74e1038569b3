// What an API key may run: queries with READ, the mutations of API_KEY_MUTATION_SCOPES with the
// scope each names, nothing else (no subscriptions, no account changes, no new keys). Checked
// on the operation's document before it executes or is priced, so a refused operation spends
// nothing and no response cache answers it.
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { scopeForMutation, type ApiKeyScope } from '#shared/api-key-rules';

const forbidden = (message: string, needs?: ApiKeyScope) =>
  createGraphQLError(message, {
    extensions: { code: 'FORBIDDEN', ...(needs ? { needsScope: needs } : {}), http: { status: 403 } },
  });

/** The root fields a selection names, through inline fragments and fragment spreads. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

/** Null when a key with `scopes` may run the operation; the FORBIDDEN error to answer otherwise. */
export function apiKeyRefusal(
  scopes: readonly ApiKeyScope[],
  document: DocumentNode,
  operationName: string | null | undefined,
) {
  const operation = getOperationAST(document, operationName);
  // No such operation: Yoga's validation answers it.
  if (!operation) return null;
  if (operation.operation === 'subscription')
    return forbidden('Subscriptions are not available with an API key; they need a signed-in session.');
  if (operation.operation === 'query') {
    return scopes.includes('READ') ? null : forbidden('Queries need an API key with the READ scope.', 'READ');
  }
  for (const field of rootFields(operation.selectionSet, document)) {
    if (field === '__typename') continue;
    const needs = scopeForMutation(field);
    if (!needs) return forbidden(`${field} is not available with an API key; it needs a signed-in session.`);
    if (!scopes.includes(needs)) return forbidden(`${field} needs an API key with the ${needs} scope.`, needs);
  }
  return null;
}
