import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAcceptFriendRequestMutation } from '../../__generated__/useAcceptFriendRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { friendChangeOutcome } from './friend-outcome.ts';

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
export function useAcceptFriendRequest(): [
  (friendRequestId: string, connections?: string[]) => Promise<MutationOutcome<null>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<useAcceptFriendRequestMutation>(mutation);
  const send = useCallback(
    (friendRequestId: string, connections: string[] = []) =>
      commitForOutcome(commit, { variables: { input: { friendRequestId }, connections } }, (response, errors) =>
        friendChangeOutcome(response.acceptFriendRequest, errors),
      ),
    [commit],
  );
  return [send, isInFlight];
}
