import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangeSecurityQuestionInput, useChangeSecurityQuestionMutation } from '../../__generated__/useChangeSecurityQuestionMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// The returned user refreshes the question the form shows as current; the answer never leaves the server.
const mutation = graphql`
  mutation useChangeSecurityQuestionMutation($input: ChangeSecurityQuestionInput!) {
    changeSecurityQuestion(input: $input) {
      __typename
      ... on MutationChangeSecurityQuestionSuccess {
        data { ...SecurityQuestionForm_user }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export function useChangeSecurityQuestion(): {
  changeSecurityQuestion: (input: ChangeSecurityQuestionInput) => Promise<MutationOutcome<unknown>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useChangeSecurityQuestionMutation>(mutation);
  const changeSecurityQuestion = useCallback(
    (input: ChangeSecurityQuestionInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        (response, errors) => outcomeOfResult(response.changeSecurityQuestion, errors),
      ),
    [commit],
  );
  return { changeSecurityQuestion, isInFlight };
}
