import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordInput, useChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// The server ends every other session of the account; this one stays signed in.
const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        data { ...PasswordForm_user }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export function useChangePassword(): {
  changePassword: (input: ChangePasswordInput) => Promise<MutationOutcome<unknown>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useChangePasswordMutation>(mutation);
  const changePassword = useCallback(
    (input: ChangePasswordInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        (response, errors) => outcomeOfResult(response.changePassword, errors),
      ),
    [commit],
  );
  return { changePassword, isInFlight };
}
