import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnfriendMutation } from '../../__generated__/useUnfriendMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { friendChangeOutcome } from '../friend-requests/friend-outcome.ts';

const mutation = graphql`
  mutation useUnfriendMutation($input: UnfriendInput!) {
    unfriend(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on FriendshipError {
        reason
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on MutationUnfriendSuccess {
        data {
          user {
            id
            viewerFriendship
          }
        }
      }
    }
  }
`;

/** Ends a friendship, for both people. */
export function useUnfriend(): [(userId: string) => Promise<MutationOutcome<null>>, boolean] {
  const [commit, isInFlight] = useMutation<useUnfriendMutation>(mutation);
  const send = useCallback(
    (userId: string) =>
      commitForOutcome(commit, { variables: { input: { userId } } }, (response, errors) =>
        friendChangeOutcome(response.unfriend, errors),
      ),
    [commit],
  );
  return [send, isInFlight];
}
