import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { outcomeOfError, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { linkViewer } from '../../viewer/useViewer.ts';
import type { SignUpInput, useSignUpMutation } from '../../__generated__/useSignUpMutation.graphql.ts';

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
        fieldErrors { field code message }
      }
    }
  }
`;

export type SignedUp = { username: string };

/** Creates an account; the server signs it in, so it becomes the viewer at once. */
export function useSignUp(): { signUp: (input: SignUpInput) => Promise<MutationOutcome<SignedUp>>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useSignUpMutation>(mutation);
  const signUp = useCallback(
    (input: SignUpInput) =>
      new Promise<MutationOutcome<SignedUp>>((resolve) => {
        commit({
          variables: { input },
          updater: (store) => linkViewer(store, 'signUp'),
          onCompleted: ({ signUp: result }, errors) => resolve(outcomeOfResult<SignedUp>(result, errors)),
          onError: (error) => resolve(outcomeOfError(error)),
        });
      }),
    [commit],
  );
  return { signUp, isInFlight };
}
