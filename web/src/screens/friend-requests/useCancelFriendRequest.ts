import { graphql } from 'react-relay';
import type { useCancelFriendRequestMutation } from '../../__generated__/useCancelFriendRequestMutation.graphql.ts';
import { useFriendRequestAnswer } from './useFriendRequestAnswer.ts';

const mutation = graphql`
  mutation useCancelFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    cancelFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationCancelFriendRequestSuccess {
        data {
          ...useFriendRequestAnswer_change @relay(mask: false)
        }
      }
    }
  }
`;

/** The sender withdraws a pending request; it leaves the given lists. */
export function useCancelFriendRequest() {
  return useFriendRequestAnswer<useCancelFriendRequestMutation>(mutation);
}
