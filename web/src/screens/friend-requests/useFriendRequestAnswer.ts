// Accepting, declining and withdrawing a friend request differ only in their mutation: each
// answers the same FriendshipChange, and each takes the request out of the lists on show.
import { useCallback } from 'react';
import { graphql, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { friendRefusal } from './friend-outcome.ts';

/* eslint-disable relay/unused-fields -- the store applies them: the profile's button and the lists re-render */
// Spread unmasked by each mutation (so its @deleteEdge stays with the mutation); $connections is
// the mutation's own variable.
export const friendshipChange = graphql`
  fragment useFriendRequestAnswer_change on FriendshipChange {
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
`;
/* eslint-enable relay/unused-fields */

interface AnswerMutation extends MutationParameters {
  readonly variables: { input: { friendRequestId: string }; connections: readonly string[] };
  readonly response: Record<string, { readonly __typename: string; readonly message?: string }>;
}

/** The hook of one of the three answers, given its mutation. */
export function useFriendRequestAnswer<M extends AnswerMutation>(mutation: GraphQLTaggedNode) {
  const [send, isInFlight] = useMutationOutcome<M>(mutation, friendRefusal);
  const answer = useCallback(
    (friendRequestId: string, connections: string[] = []) =>
      send({ input: { friendRequestId }, connections } as M['variables']),
    [send],
  );
  return [answer, isInFlight] as const;
}
