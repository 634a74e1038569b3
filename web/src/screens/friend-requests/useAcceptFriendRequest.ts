import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAcceptFriendRequestMutation } from '../../__generated__/useAcceptFriendRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from './friend-outcome.ts';

const mutation = graphql`
  mutation useAcceptFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    acceptFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationAcceptFriendRequestSuccess {
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

/** The recipient accepts a pending request; it leaves the given lists. */
export function useAcceptFriendRequest() {
  const [send, isInFlight] = useMutationOutcome<useAcceptFriendRequestMutation>(mutation, friendRefusal);
  const accept = useCallback(
    (friendRequestId: string, connections: string[] = []) => send({ input: { friendRequestId }, connections }),
    [send],
  );
  return [accept, isInFlight] as const;
}
