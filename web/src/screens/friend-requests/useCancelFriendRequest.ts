import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelFriendRequestMutation } from '../../__generated__/useCancelFriendRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from './friend-outcome.ts';

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
export function useCancelFriendRequest() {
  const [send, isInFlight] = useMutationOutcome<useCancelFriendRequestMutation>(mutation, friendRefusal);
  const cancel = useCallback(
    (friendRequestId: string, connections: string[] = []) => send({ input: { friendRequestId }, connections }),
    [send],
  );
  return [cancel, isInFlight] as const;
}
