import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendFriendRequestMutation } from '../../__generated__/useSendFriendRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from '../friend-requests/friend-outcome.ts';

const mutation = graphql`
  mutation useSendFriendRequestMutation($input: SendFriendRequestInput!) {
    sendFriendRequest(input: $input) {
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
      ... on MutationSendFriendRequestSuccess {
        data {
          user {
            id
            viewerFriendship
            viewerFriendRequest {
              id
            }
          }
        }
      }
    }
  }
`;

/** Sends a friend request (or accepts theirs, when they had already asked). */
export function useSendFriendRequest() {
  const [send] = useMutationOutcome<useSendFriendRequestMutation>(mutation, friendRefusal);
  return useCallback((userId: string, message: string) => send({ input: { userId, message } }), [send]);
}
