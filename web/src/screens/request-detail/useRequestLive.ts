import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useRequestLiveUpdatedSubscription } from '../../__generated__/useRequestLiveUpdatedSubscription.graphql.ts';
import type { useRequestLiveCommentSubscription } from '../../__generated__/useRequestLiveCommentSubscription.graphql.ts';
import { COMMENTS_CONNECTION } from './CommentSection.tsx';

const updated = graphql`
  subscription useRequestLiveUpdatedSubscription($id: ID!, $after: Int) {
    requestUpdated(id: $id, after: $after) {
      id
      game {
        id
        databaseId
      }
      ...RequestSummary_request
      ...VotePanel_request
      ...VoteList_request
      ...ModeratorActions_request
      ...ActionList_request
    }
  }
`;

const commentAdded = graphql`
  subscription useRequestLiveCommentSubscription($requestId: ID!, $connections: [ID!]!, $after: Int) {
    commentAdded(requestId: $requestId, after: $after)
      @appendNode(connections: $connections, edgeTypeName: "RequestCommentEdge") {
      id
      ...CommentItem_comment
    }
  }
`;

/**
 * Keeps the request page current without a reload: other people's votes, resolutions and
 * moderator actions refresh the tally and lists; their comments join the end of the discussion
 * (Relay skips one the viewer's own addComment already appended). After a lost connection the
 * server sends what was missed (`after`, filled in by relay/live-connection.ts).
 */
export function useRequestLive(requestId: string): void {
  const updatedConfig = useMemo<GraphQLSubscriptionConfig<useRequestLiveUpdatedSubscription>>(
    () => ({ subscription: updated, variables: { id: requestId } }),
    [requestId],
  );
  const commentConfig = useMemo<GraphQLSubscriptionConfig<useRequestLiveCommentSubscription>>(
    () => ({
      subscription: commentAdded,
      variables: { requestId, connections: [ConnectionHandler.getConnectionID(requestId, COMMENTS_CONNECTION)] },
    }),
    [requestId],
  );
  useSubscription(updatedConfig);
  useSubscription(commentConfig);
}
