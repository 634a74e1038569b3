import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddCommentMutation } from '../../__generated__/useAddCommentMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { emailNotVerifiedRefusal } from '../../viewer/email-not-verified.ts';

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) {
    addComment(input: $input) {
      __typename
      ... on MutationAddCommentSuccess {
        data {
          commentEdge @appendEdge(connections: $connections) {
            cursor
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
          limit
        }
      }
      ... on NotFoundError {
        field
        message
      }
      ... on EmailNotVerifiedError {
        message
      }
    }
  }
`;

/**
 * Adds a comment at the end of the discussion. The live subscription may deliver the same
 * comment first; Relay's @appendEdge skips a node the connection already holds.
 */
export function useAddComment() {
  const [send] = useMutationOutcome<useAddCommentMutation>(mutation, emailNotVerifiedRefusal);
  return useCallback(
    (requestId: string, body: string, connectionId: string) =>
      send({ input: { requestId, body }, connections: [connectionId] }),
    [send],
  );
}
