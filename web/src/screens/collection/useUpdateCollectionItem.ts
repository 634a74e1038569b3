import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FieldProblem } from '#shared/rules';
import type { UpdateCollectionItemInput, useUpdateCollectionItemMutation } from '../../__generated__/useUpdateCollectionItemMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// The copy comes back with every field the row and the editor show, and the viewer with the
// statistics and level, so all of them update in the store together.
const mutation = graphql`
  mutation useUpdateCollectionItemMutation($input: UpdateCollectionItemInput!) {
    updateCollectionItem(input: $input) {
      __typename
      ... on UpdateCollectionItemPayload {
        item { id ...CopyRow_item }
        viewer { id ...CollectionStats_user ...CollectorLevel_user }
      }
      ... on ValidationError { fieldErrors { field code message } }
      ... on NotFoundError { field message }
    }
  }
`;

/** Saves a copy's fields; a refusal comes back as problems per field. */
export function useUpdateCollectionItem(): (input: UpdateCollectionItemInput) => Promise<MutationOutcome<true>> {
  const [commit] = useMutation<useUpdateCollectionItemMutation>(mutation);
  return useCallback(
    (input: UpdateCollectionItemInput) =>
      commitForOutcome(commit, { variables: { input } }, ({ updateCollectionItem: result }, errors): MutationOutcome<true> => {
        if (errors?.length) return { kind: 'failed' };
        if (result.__typename === 'UpdateCollectionItemPayload') return { kind: 'done', data: true };
        if (result.__typename === 'ValidationError') return { kind: 'invalid', problems: result.fieldErrors as readonly FieldProblem[] };
        if (result.__typename === 'NotFoundError') return { kind: 'invalid', problems: [{ field: 'id', code: 'notFound', message: result.message }] };
        return { kind: 'failed' };
      }),
    [commit],
  );
}
