import { graphql, usePaginationFragment } from 'react-relay';
import type { CollectionList_user$key } from '../../__generated__/CollectionList_user.graphql.ts';
import type { CollectionListPaginationQuery } from '../../__generated__/CollectionListPaginationQuery.graphql.ts';
import { CopyRow } from './CopyRow.tsx';
import type { CollectionSearch } from './collection-search-params.ts';
import { CopiesSection } from './CopiesSection.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const COLLECTION_PAGE_SIZE = 20;

/** The owned copies matching the search, a page at a time. */
export function CollectionList({ user, search }: { user: CollectionList_user$key; search: CollectionSearch }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CollectionListPaginationQuery,
    CollectionList_user$key
  >(
    graphql`
      fragment CollectionList_user on User
      @argumentDefinitions(
        search: { type: "String" }
        consoleId: { type: "ID" }
        region: { type: "Region" }
        completeness: { type: "Completeness" }
        orderBy: { type: "CollectionOrder" }
        forTrade: { type: "Boolean" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      )
      @refetchable(queryName: "CollectionListPaginationQuery") {
        collection(
          search: $search
          consoleId: $consoleId
          region: $region
          completeness: $completeness
          orderBy: $orderBy
          forTrade: $forTrade
          first: $first
          after: $after
        ) @connection(key: "CollectionList_collection") {
          __id
          totalCount
          edges {
            node {
              id
              ...CopyRow_item
            }
          }
        }
      }
    `,
    user,
  );
  const connection = data.collection;
  if (!connection) return null;
  return (
    <CopiesSection
      search={search}
      total={connection.totalCount}
      empty={connection.edges.length === 0}
      browseLink
      after={
        <LoadMoreButton
          hasNext={hasNext}
          isLoading={isLoadingNext}
          onLoad={() => loadNext(COLLECTION_PAGE_SIZE)}
          keepFocus
          paragraph
        />
      }
    >
      {connection.edges.map(({ node }) => (
        <CopyRow key={node.id} item={node} connectionId={connection.__id} />
      ))}
    </CopiesSection>
  );
}
