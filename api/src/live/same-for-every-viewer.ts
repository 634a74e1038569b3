// Which fields a live event may compute once for a whole group of subscribers. Declared where
// each field (or object type, for all its fields) is defined, in its Pothos options, so a new field
// is per viewer until someone states otherwise: shared-execution.ts reads these extensions from
// the built schema. "Same for every viewer" means: the same for all viewers of one role, given
// what the group key holds (the viewer's vote, submitter or not), see shared-execution.ts.
import type { GraphQLField, GraphQLObjectType } from 'graphql';

export const SAME_FOR_EVERY_VIEWER = 'sameForEveryViewer';

/** Spread into a Pothos field's or object type's options. */
export const sameForEveryViewer = { extensions: { [SAME_FOR_EVERY_VIEWER]: true } } as const;

/** True when the field, or its whole type, is declared the same for every viewer. */
export function declaredSameForEveryViewer(
  parent: Pick<GraphQLObjectType, 'extensions'>,
  field: Pick<GraphQLField<unknown, unknown>, 'extensions'> | null | undefined,
): boolean {
  return parent.extensions?.[SAME_FOR_EVERY_VIEWER] === true || field?.extensions?.[SAME_FOR_EVERY_VIEWER] === true;
}
