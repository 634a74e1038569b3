import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangeNameInput, useChangeNameMutation } from '../../__generated__/useChangeNameMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// The returned user refreshes the names wherever the app shows them: it is the viewer's own record.
const mutation = graphql`
  mutation useChangeNameMutation($input: ChangeNameInput!) {
    changeName(input: $input) {
      __typename
      ... on MutationChangeNameSuccess {
        data { ...NameForm_user }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export function useChangeName(): {
  changeName: (input: ChangeNameInput) => Promise<MutationOutcome<unknown>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useChangeNameMutation>(mutation);
  const changeName = useCallback(
    (input: ChangeNameInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        (response, errors) => outcomeOfResult(response.changeName, errors),
      ),
    [commit],
  );
  return { changeName, isInFlight };
}
