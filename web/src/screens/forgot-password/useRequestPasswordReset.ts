import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation,
} from '../../__generated__/useRequestPasswordResetMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on MutationRequestPasswordResetSuccess {
        data {
          validMinutes
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

/** The server answers the same whether or not an account uses the address. */
export function useRequestPasswordReset() {
  const [send, isInFlight] = useMutationOutcome<useRequestPasswordResetMutation>(mutation);
  const requestPasswordReset = useCallback((input: RequestPasswordResetInput) => send({ input }), [send]);
  return { requestPasswordReset, isInFlight };
}
