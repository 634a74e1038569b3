import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  ResetPasswordInput,
  useResetPasswordMutation,
} from '../../__generated__/useResetPasswordMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { refreshViewer } from '../../viewer/useViewer.ts';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data
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

/** Sets a new password from a mailed link; every session of the account ends, so nobody is signed in. */
export function useResetPassword() {
  const [send, isInFlight] = useMutationOutcome<useResetPasswordMutation>(mutation);
  const environment = useRelayEnvironment();
  const resetPassword = useCallback(
    async (input: ResetPasswordInput) => {
      const outcome = await send({ input });
      // The header must not go on showing a session the reset has just ended.
      if (outcome.kind === 'done') void refreshViewer(environment).catch(() => {});
      return outcome;
    },
    [send, environment],
  );
  return { resetPassword, isInFlight };
}
