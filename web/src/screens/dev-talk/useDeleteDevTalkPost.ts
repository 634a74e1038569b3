import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { useDeleteDevTalkPostMutation } from '../../__generated__/useDeleteDevTalkPostMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useDeleteDevTalkPostMutation($input: DeleteDevTalkPostInput!, $connections: [ID!]!) {
    deleteDevTalkPost(input: $input) {
      __typename
      ... on MutationDeleteDevTalkPostSuccess {
        data @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        field
        message
      }
    }
  }
`;

// The edge leaves the lists; the post's own record stays until the page holding it is left,
// so the screen does not flash "not found" before it navigates away.
const LISTS = ['DevTalkPostList_devTalkPosts', 'DevTalkDrafts_devTalkDrafts'].map((key) =>
  ConnectionHandler.getConnectionID(ROOT_ID, key),
);

/** Deletes a post; `notFound` when someone deleted it first. */
export function useDeleteDevTalkPost() {
  const [send, isInFlight] = useMutationOutcome<useDeleteDevTalkPostMutation>(mutation);
  const deletePost = useCallback((id: string) => send({ input: { id }, connections: LISTS }), [send]);
  return { deletePost, isInFlight };
}
