import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangeEmailInput, useChangeEmailMutation } from '../../__generated__/useChangeEmailMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// The returned user refreshes the address the form shows as current.
const mutation = graphql`
  mutation useChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on MutationChangeEmailSuccess {
        data { ...EmailForm_user }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export function useChangeEmail(): {
  changeEmail: (input: ChangeEmailInput) => Promise<MutationOutcome<unknown>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useChangeEmailMutation>(mutation);
  const changeEmail = useCallback(
    (input: ChangeEmailInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        (response, errors) => outcomeOfResult(response.changeEmail, errors),
      ),
    [commit],
  );
  return { changeEmail, isInFlight };
}
