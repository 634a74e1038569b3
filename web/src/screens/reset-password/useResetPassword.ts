import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { outcomeOfError, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import type { ResetPasswordInput, useResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql.ts';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

/** Sets a new password from a mailed link; every session of the account ends, so nobody is signed in. */
export function useResetPassword(): {
  resetPassword: (input: ResetPasswordInput) => Promise<MutationOutcome<boolean>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useResetPasswordMutation>(mutation);
  const resetPassword = useCallback(
    (input: ResetPasswordInput) =>
      new Promise<MutationOutcome<boolean>>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ resetPassword: result }, errors) => resolve(outcomeOfResult<boolean>(result, errors)),
          onError: (error) => resolve(outcomeOfError(error)),
        });
      }),
    [commit],
  );
  return { resetPassword, isInFlight };
}
