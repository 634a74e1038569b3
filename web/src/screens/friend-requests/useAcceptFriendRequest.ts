import { graphql } from 'react-relay';
import type { useAcceptFriendRequestMutation } from '../../__generated__/useAcceptFriendRequestMutation.graphql.ts';
import { useFriendRequestAnswer } from './useFriendRequestAnswer.ts';

const mutation = graphql`
  mutation useAcceptFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    acceptFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationAcceptFriendRequestSuccess {
        data {
          ...useFriendRequestAnswer_change @relay(mask: false)
        }
      }
    }
  }
`;

/** The recipient accepts a pending request; it leaves the given lists. */
export function useAcceptFriendRequest() {
  return useFriendRequestAnswer<useAcceptFriendRequestMutation>(mutation);
}
