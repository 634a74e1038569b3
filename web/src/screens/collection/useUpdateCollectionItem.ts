import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdateCollectionItemInput,
  useUpdateCollectionItemMutation,
} from '../../__generated__/useUpdateCollectionItemMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The copy comes back with every field the row and the editor show, and the viewer with the
// statistics and level, so all of them update in the store together.
const mutation = graphql`
  mutation useUpdateCollectionItemMutation($input: UpdateCollectionItemInput!) {
    updateCollectionItem(input: $input) {
      __typename
      ... on MutationUpdateCollectionItemSuccess {
        data {
          item {
            id
            ...CopyRow_item
          }
          viewer {
            id
            ...CollectionStats_user
            ...CollectorLevel_user
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
          limit
        }
      }
      ... on NotFoundError {
        field
        message
      }
    }
  }
`;

/** Saves a copy's fields; a refusal comes back as problems per field (someone else's copy is `notFound` on `id`). */
export function useUpdateCollectionItem() {
  const [send] = useMutationOutcome<useUpdateCollectionItemMutation>(mutation);
  return useCallback((input: UpdateCollectionItemInput) => send({ input }), [send]);
}
