import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelFriendRequestMutation } from '../../__generated__/useCancelFriendRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { friendChangeOutcome } from './friend-outcome.ts';

const mutation = graphql`
  mutation useCancelFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    cancelFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationCancelFriendRequestSuccess {
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

/** The sender withdraws a pending request; it leaves the given lists. */
export function useCancelFriendRequest(): [
  (friendRequestId: string, connections?: string[]) => Promise<MutationOutcome<null>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<useCancelFriendRequestMutation>(mutation);
  const send = useCallback(
    (friendRequestId: string, connections: string[] = []) =>
      commitForOutcome(commit, { variables: { input: { friendRequestId }, connections } }, (response, errors) =>
        friendChangeOutcome(response.cancelFriendRequest, errors),
      ),
    [commit],
  );
  return [send, isInFlight];
}
