// What an operation costs the rate limit: about the rows it can make the database produce. Each
// field costs 1, and what is selected under a list counts once per item it may hold: the page a
// connection asks for (`first`/`last`), `amount`, the ids of `nodes`, else LIST_ITEMS.
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Items counted for a list no argument bounds (a game's versions, its companies). */
export const LIST_ITEMS = 10;
/** Items counted for a connection asked for without `first` or `last` (Pothos' default page). */
export const DEFAULT_PAGE_ITEMS = 20;

type Variables = Record<string, unknown> | undefined;

function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

/** How many times a field's sub-selection counts. */
function itemsOf(
  field: { arguments?: readonly { name: { value: string }; value: ValueNode }[] },
  type: GraphQLType,
  variables: Variables,
): number {
  const args = new Map((field.arguments ?? []).map((arg) => [arg.name.value, valueOf(arg.value, variables)]));
  for (const name of ['first', 'last', 'amount']) {
    const size = args.get(name);
    if (typeof size === 'number') return Math.max(1, size);
  }
  const ids = args.get('ids');
  if (Array.isArray(ids)) return Math.max(1, ids.length);
  let named: GraphQLType = type;
  let list = false;
  while ('ofType' in named) {
    if (named.constructor.name === 'GraphQLList') list = true;
    named = named.ofType;
  }
  if (named.name.endsWith('Connection')) return DEFAULT_PAGE_ITEMS;
  return list ? LIST_ITEMS : 1;
}

function selectionCost(
  schema: GraphQLSchema,
  parent: string,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
  depth: number,
): number {
  // graphql-armor refuses deeper documents; this only keeps a fragment cycle from looping.
  if (depth > 20) return 0;
  const type = schema.getType(parent);
  const fields = type && 'getFields' in type ? type.getFields() : {};
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += 1;
      const field = fields[selection.name.value];
      if (!selection.selectionSet || !field) continue;
      let named: GraphQLType = field.type;
      while ('ofType' in named) named = named.ofType;
      // A connection's edges and nodes hold the page its field already counted.
      const items = ['edges', 'nodes'].includes(selection.name.value) ? 1 : itemsOf(selection, field.type, variables);
      cost += items * selectionCost(schema, named.name, selection.selectionSet, fragments, variables, depth + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value ?? parent;
      cost += selectionCost(schema, on, selection.selectionSet, fragments, variables, depth + 1);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment)
        cost += selectionCost(
          schema,
          fragment.typeCondition.name.value,
          fragment.selectionSet,
          fragments,
          variables,
          depth + 1,
        );
    }
  }
  return cost;
}

/** The cost of the operation the request runs (at least 1). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 1;
  const root = { query: schema.getQueryType(), mutation: schema.getMutationType() }[
    operation.operation as 'query' | 'mutation'
  ];
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition] as const),
  );
  return Math.max(
    1,
    selectionCost(schema, root?.name ?? 'Subscription', operation.selectionSet, fragments, variables, 0),
  );
}
