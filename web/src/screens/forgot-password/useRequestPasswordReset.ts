import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation,
} from '../../__generated__/useRequestPasswordResetMutation.graphql.ts';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on MutationRequestPasswordResetSuccess {
        data { validMinutes }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

/** The server answers the same whether or not an account uses the address. */
export type ResetRequested = { validMinutes: number };

export function useRequestPasswordReset(): {
  requestPasswordReset: (input: RequestPasswordResetInput) => Promise<MutationOutcome<ResetRequested>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useRequestPasswordResetMutation>(mutation);
  const requestPasswordReset = useCallback(
    (input: RequestPasswordResetInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ requestPasswordReset: result }, errors) => outcomeOfResult<ResetRequested>(result, errors),
      ),
    [commit],
  );
  return { requestPasswordReset, isInFlight };
}
