import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
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
      commitForOutcome(
        commit,
        { variables: { input }, updater: (store) => linkViewer(store, 'signUp') },
        ({ signUp: result }, errors) => outcomeOfResult<SignedUp>(result, errors),
      ),
    [commit],
  );
  return { signUp, isInFlight };
}
