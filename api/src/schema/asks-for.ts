import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks this field for its child `name` (through fragments too), so a
 * resolver can fold that child's data into the statement it sends anyway instead of a later one.
 */
export function asksFor(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return inSet(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return inSet(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
