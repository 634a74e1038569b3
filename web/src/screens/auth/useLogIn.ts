import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { linkViewer } from '../../viewer/useViewer.ts';
import type { LogInInput, useLogInMutation } from '../../__generated__/useLogInMutation.graphql.ts';

const mutation = graphql`
  mutation useLogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on MutationLogInSuccess {
        data {
          username
          ...useViewer_user
        }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export type LoggedIn = { username: string };

/** Signs in with an email or username; the user becomes the viewer the whole app reads. */
export function useLogIn(): { logIn: (input: LogInInput) => Promise<MutationOutcome<LoggedIn>>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useLogInMutation>(mutation);
  const logIn = useCallback(
    (input: LogInInput) =>
      commitForOutcome(
        commit,
        { variables: { input }, updater: (store) => linkViewer(store, 'logIn') },
        ({ logIn: result }, errors) => outcomeOfResult<LoggedIn>(result, errors),
      ),
    [commit],
  );
  return { logIn, isInFlight };
}
