import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { FriendRequestList_user$key } from '../../__generated__/FriendRequestList_user.graphql.ts';
import type { FriendRequestListPaginationQuery } from '../../__generated__/FriendRequestListPaginationQuery.graphql.ts';
import type { FriendRequestDirection } from '../../__generated__/FriendRequestsScreenQuery.graphql.ts';
import { FriendRequestItem } from './FriendRequestItem.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

const PAGE = 20;

const fragment = graphql`
  fragment FriendRequestList_user on User
  @refetchable(queryName: "FriendRequestListPaginationQuery")
  @argumentDefinitions(
    direction: { type: "FriendRequestDirection!" }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
  ) {
    friendRequests(direction: $direction, first: $count, after: $cursor)
      @connection(key: "FriendRequestList_friendRequests") {
      __id
      edges {
        node {
          id
          ...FriendRequestItem_request
        }
      }
    }
  }
`;

export function FriendRequestList({
  user,
  direction,
}: {
  user: FriendRequestList_user$key;
  direction: FriendRequestDirection;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FriendRequestListPaginationQuery,
    FriendRequestList_user$key
  >(fragment, user);
  const connection = data.friendRequests;
  if (!connection || connection.edges.length === 0) {
    return (
      <p className="notice" role="status">
        <Trans>no friend requests</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="friend-request-list">
        {connection.edges.map(({ node }) => (
          <FriendRequestItem key={node.id} request={node} direction={direction} connectionId={connection.__id} />
        ))}
      </ul>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(PAGE)}
        label={<Trans>Show more</Trans>}
      />
    </>
  );
}
