import { graphql } from 'react-relay';
import type { useDeclineFriendRequestMutation } from '../../__generated__/useDeclineFriendRequestMutation.graphql.ts';
import { useFriendRequestAnswer } from './useFriendRequestAnswer.ts';

const mutation = graphql`
  mutation useDeclineFriendRequestMutation($input: FriendRequestIdInput!, $connections: [ID!]!) {
    declineFriendRequest(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationDeclineFriendRequestSuccess {
        data {
          ...useFriendRequestAnswer_change @relay(mask: false)
        }
      }
    }
  }
`;

/** The recipient declines a pending request; it leaves the given lists. */
export function useDeclineFriendRequest() {
  return useFriendRequestAnswer<useDeclineFriendRequestMutation>(mutation);
}
