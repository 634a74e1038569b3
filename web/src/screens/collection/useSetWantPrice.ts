import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetWantPriceMutation } from '../../__generated__/useSetWantPriceMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useSetWantPriceMutation($input: WantVersionInput!) {
    wantVersion(input: $input) {
      __typename
      ... on MutationWantVersionSuccess {
        data {
          want {
            id
            maxPriceCents
            currency
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

/** Changes the maximum price of a want-list entry; refusals come back as problems per field. */
export function useSetWantPrice() {
  const [send] = useMutationOutcome<useSetWantPriceMutation>(mutation);
  return useCallback(
    (versionId: string, maxPriceCents: number | null, currency: string) =>
      send({ input: { versionId, maxPriceCents, currency } }),
    [send],
  );
}
