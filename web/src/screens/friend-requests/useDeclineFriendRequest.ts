import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeclineFriendRequestMutation } from '../../__generated__/useDeclineFriendRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from './friend-outcome.ts';

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
export function useDeclineFriendRequest() {
  const [send, isInFlight] = useMutationOutcome<useDeclineFriendRequestMutation>(mutation, friendRefusal);
  const decline = useCallback(
    (friendRequestId: string, connections: string[] = []) => send({ input: { friendRequestId }, connections }),
    [send],
  );
  return [decline, isInFlight] as const;
}
