import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeclineFriendRequestMutation } from '../../__generated__/useDeclineFriendRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { friendChangeOutcome } from './friend-outcome.ts';

const mutation = graphql`
  mutation useDeclineFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    declineFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationDeclineFriendRequestSuccess {
        data {
          user {
            id
            viewerFriendship
            viewerFriendRequest {
              id
            }
          }
          friendRequest {
            id @deleteEdge(connections: $connections)
          }
        }
      }
    }
  }
`;

/** The recipient declines a pending request; it leaves the given lists. */
export function useDeclineFriendRequest(): [
  (friendRequestId: string, connections?: string[]) => Promise<MutationOutcome<null>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<useDeclineFriendRequestMutation>(mutation);
  const send = useCallback(
    (friendRequestId: string, connections: string[] = []) =>
      commitForOutcome(commit, { variables: { input: { friendRequestId }, connections } }, (response, errors) =>
        friendChangeOutcome(response.declineFriendRequest, errors),
      ),
    [commit],
  );
  return [send, isInFlight];
}
