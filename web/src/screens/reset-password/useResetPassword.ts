import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { refreshViewer } from '../../viewer/useViewer.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
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
  const environment = useRelayEnvironment();
  const resetPassword = useCallback(
    (input: ResetPasswordInput) =>
      commitForOutcome(commit, { variables: { input } }, ({ resetPassword: result }, errors) => {
        const outcome = outcomeOfResult<boolean>(result, errors);
        // The header must not go on showing a session the reset has just ended.
        if (outcome.kind === 'done') void refreshViewer(environment).catch(() => {});
        return outcome;
      }),
    [commit, environment],
  );
  return { resetPassword, isInFlight };
}
