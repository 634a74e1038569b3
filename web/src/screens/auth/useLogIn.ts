import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { LogInInput, useLogInMutation } from '../../__generated__/useLogInMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { linkViewer } from '../../viewer/useViewer.ts';

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
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

/** Signs in with an email or username; the user becomes the viewer the whole app reads. */
export function useLogIn() {
  const [send, isInFlight] = useMutationOutcome<useLogInMutation>(mutation);
  const logIn = useCallback(
    (input: LogInInput) => send({ input }, { updater: (store) => linkViewer(store, 'logIn') }),
    [send],
  );
  return { logIn, isInFlight };
}
