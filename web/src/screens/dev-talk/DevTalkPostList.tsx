import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { DevTalkPostList_query$key } from '../../__generated__/DevTalkPostList_query.graphql.ts';
import type { DevTalkPostListPaginationQuery } from '../../__generated__/DevTalkPostListPaginationQuery.graphql.ts';
import { DevTalkPostSummary } from './DevTalkPostSummary.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const DEV_TALK_PAGE_SIZE = 10;

const fragment = graphql`
  fragment DevTalkPostList_query on Query
  @refetchable(queryName: "DevTalkPostListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    devTalkPosts(first: $first, after: $after) @connection(key: "DevTalkPostList_devTalkPosts") {
      edges {
        node {
          id
          ...DevTalkPostSummary_post
        }
      }
    }
  }
`;

/** Published posts, newest first, a page at a time. */
export function DevTalkPostList({ query }: { query: DevTalkPostList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    DevTalkPostListPaginationQuery,
    DevTalkPostList_query$key
  >(fragment, query);
  const { edges } = data.devTalkPosts;
  if (edges.length === 0) {
    return (
      <p className="notice" role="status">
        <Trans>No posts yet</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="dev-talk-list">
        {edges.map(({ node }) => (
          <DevTalkPostSummary key={node.id} post={node} />
        ))}
      </div>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(DEV_TALK_PAGE_SIZE)}
        label={<Trans>Load more posts</Trans>}
        needsScript
      />
    </>
  );
}
