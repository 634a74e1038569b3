import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendFriendRequestMutation } from '../../__generated__/useSendFriendRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { friendChangeOutcome } from '../friend-requests/friend-outcome.ts';

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
export function useSendFriendRequest(): (userId: string, message: string) => Promise<MutationOutcome<null>> {
  const [commit] = useMutation<useSendFriendRequestMutation>(mutation);
  return useCallback(
    (userId, message) =>
      commitForOutcome(commit, { variables: { input: { userId, message } } }, (response, errors) =>
        friendChangeOutcome(response.sendFriendRequest, errors),
      ),
    [commit],
  );
}
