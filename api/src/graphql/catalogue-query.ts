// Which GraphQL documents ask only about the catalogue, the same for every viewer: only those may
// be answered from the shared response cache. Decided from the document, field by field, so an
// alias or a fragment cannot slip a viewer-dependent field past it.
import {
  getOperationAST,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
} from 'graphql';

/** Object types whose fields are catalogue data (except the ones in VIEWER_OR_LIVE_FIELDS). */
export const CATALOGUE_TYPES: ReadonlySet<string> = new Set([
  'Game',
  'Version',
  'Console',
  'Company',
  'Image',
  'GamesConnection',
  'GamesEdge',
  'GameCount',
  'QueryConsolesConnection',
  'QueryConsolesConnectionEdge',
  'PageInfo',
]);

/** Root fields that read the catalogue only (randomGames changes every time: never cached). */
const CATALOGUE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'game',
  'games',
  'version',
  'consoles',
  'companies',
  'node',
  'nodes',
]);

/**
 * Fields of catalogue types that depend on who asks or change with community activity rather
 * than with the catalogue itself.
 */
export const VIEWER_OR_LIVE_FIELDS: ReadonlySet<string> = new Set([
  'Version.viewerCopies',
  'Version.viewerWants',
  'Game.pendingRequests',
]);

/**
 * Who an answer is shared by. 'everyone': the response cache, for any reader. 'anonymous-page':
 * a rendered page kept for readers without a session (http/ssr/page-cache.ts). For them `viewer`
 * is always null and the viewer's copies and wants are none, and the page cache is also emptied
 * when a request opens or closes (Game.pendingRequests).
 */
export type SharedBy = 'everyone' | 'anonymous-page';

function fieldAllowed(parent: string, field: string): boolean {
  if (field === '__typename') return true;
  if (parent === 'Query') return CATALOGUE_ROOT_FIELDS.has(field);
  // `node(id:) { id }` before any type condition; what it resolves to is checked in the answer.
  if (parent === 'Node') return field === 'id';
  return CATALOGUE_TYPES.has(parent) && !VIEWER_OR_LIVE_FIELDS.has(`${parent}.${field}`);
}

/** Fields the same for every reader without a session, whatever they select (null, or none). */
function sameForAnonymousReaders(parent: string, field: string): boolean {
  return (parent === 'Query' && field === 'viewer') || VIEWER_OR_LIVE_FIELDS.has(`${parent}.${field}`);
}

/** The named type under lists and non-nulls. */
function namedTypeName(type: GraphQLType): string {
  let inner: GraphQLType = type;
  while ('ofType' in inner) inner = inner.ofType;
  return inner.name;
}

// Walked through the schema's own API, not graphql's TypeInfo: that one checks types with
// instanceof, which fails when the schema was built by another copy of graphql (ESM and CJS).
function selectionsAllowed(
  schema: GraphQLSchema,
  parent: string,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
  sharedBy: SharedBy,
): boolean {
  const type = schema.getType(parent);
  const fields = type && 'getFields' in type ? type.getFields() : {};
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (sharedBy === 'anonymous-page' && sameForAnonymousReaders(parent, name)) return true;
      if (!fieldAllowed(parent, name)) return false;
      if (!selection.selectionSet) return true;
      const field = fields[name];
      return (
        !!field &&
        selectionsAllowed(schema, namedTypeName(field.type), selection.selectionSet, fragments, seen, sharedBy)
      );
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value ?? parent;
      return selectionsAllowed(schema, on, selection.selectionSet, fragments, seen, sharedBy);
    }
    const fragment = fragments.get(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return !!fragment;
    seen.add(fragment.name.value);
    return selectionsAllowed(
      schema,
      fragment.typeCondition.name.value,
      fragment.selectionSet,
      fragments,
      seen,
      sharedBy,
    );
  });
}

function onlyCatalogueFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  sharedBy: SharedBy,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition] as const),
  );
  return selectionsAllowed(schema, 'Query', operation.selectionSet, fragments, new Set(), sharedBy);
}

// Decided once per document text; bounded so a stream of distinct documents cannot grow it.
const MAX_REMEMBERED = 5000;
const decisions = new WeakMap<GraphQLSchema, Map<string, boolean>>();

/**
 * Whether this document (and the operation named) reads only catalogue fields that are the same
 * for everyone it is shared by (any reader unless told otherwise).
 */
export function isCatalogueQuery(
  schema: GraphQLSchema,
  query: string,
  operationName?: string | null,
  sharedBy: SharedBy = 'everyone',
): boolean {
  const bySchema = decisions.get(schema) ?? new Map<string, boolean>();
  decisions.set(schema, bySchema);
  const key = `${sharedBy}\n${operationName ?? ''}\n${query}`;
  let decision = bySchema.get(key);
  if (decision === undefined) {
    try {
      decision = onlyCatalogueFields(schema, parse(query), operationName, sharedBy);
    } catch {
      decision = false; // Yoga reports the syntax error itself.
    }
    if (bySchema.size >= MAX_REMEMBERED) bySchema.clear();
    bySchema.set(key, decision);
  }
  return decision;
}
