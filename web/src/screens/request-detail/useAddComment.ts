import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCommentMutation } from '../../__generated__/useAddCommentMutation.graphql.ts';
import { commitForOutcome, serverProblems, type MutationOutcome } from '../../forms/mutation-outcome.ts';

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) {
    addComment(input: $input) {
      __typename
      ... on AddCommentPayload {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          node { id ...CommentItem_comment }
        }
      }
      ... on ValidationError { fieldErrors { field code message } }
      ... on Error { message }
    }
  }
`;

/**
 * Adds a comment at the end of the discussion. The live subscription may deliver the same
 * comment first; Relay's @appendEdge skips a node the connection already holds.
 */
export function useAddComment(): (requestId: string, body: string, connectionId: string) => Promise<MutationOutcome<null>> {
  const [commit] = useMutation<useAddCommentMutation>(mutation);
  return useCallback(
    (requestId, body, connectionId) =>
      commitForOutcome(commit, { variables: { input: { requestId, body }, connections: [connectionId] } }, (response, errors): MutationOutcome<null> => {
        const result = response.addComment;
        if (errors?.length || !result) return { kind: 'failed' };
        if (result.__typename === 'AddCommentPayload') return { kind: 'done', data: null };
        if (result.__typename === 'ValidationError' && 'fieldErrors' in result && result.fieldErrors) return { kind: 'invalid', problems: serverProblems(result.fieldErrors) };
        if (result.__typename === 'NotFoundError') {
          return { kind: 'invalid', problems: [{ field: 'requestId', code: 'notFound', message: ('message' in result && result.message) || '' }] };
        }
        return { kind: 'failed' };
      }),
    [commit],
  );
}
