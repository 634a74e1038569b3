import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUnfriendMutation } from '../../__generated__/useUnfriendMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from '../friend-requests/friend-outcome.ts';

const mutation = graphql`
  mutation useUnfriendMutation($input: UnfriendInput!) {
    unfriend(input: $input) {
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
      ... on MutationUnfriendSuccess {
        data {
          user {
            id
            viewerFriendship
          }
        }
      }
    }
  }
`;

/** Ends a friendship, for both people. */
export function useUnfriend() {
  const [send, isInFlight] = useMutationOutcome<useUnfriendMutation>(mutation, friendRefusal);
  const unfriend = useCallback((userId: string) => send({ input: { userId } }), [send]);
  return [unfriend, isInFlight] as const;
}
