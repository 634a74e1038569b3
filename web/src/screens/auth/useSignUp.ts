import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SignUpInput, useSignUpMutation } from '../../__generated__/useSignUpMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { linkViewer } from '../../viewer/useViewer.ts';

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
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

/** Creates an account; the server signs it in, so it becomes the viewer at once. */
export function useSignUp() {
  const [send, isInFlight] = useMutationOutcome<useSignUpMutation>(mutation);
  const signUp = useCallback(
    (input: SignUpInput) => send({ input }, { updater: (store) => linkViewer(store, 'signUp') }),
    [send],
  );
  return { signUp, isInFlight };
}
