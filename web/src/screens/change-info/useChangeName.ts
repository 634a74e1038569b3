import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangeNameInput, useChangeNameMutation } from '../../__generated__/useChangeNameMutation.graphql.ts';
import { outcomeOfError, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

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
      new Promise<MutationOutcome<unknown>>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => resolve(outcomeOfResult(response.changeName, errors)),
          onError: (error) => resolve(outcomeOfError(error)),
        });
      }),
    [commit],
  );
  return { changeName, isInFlight };
}
