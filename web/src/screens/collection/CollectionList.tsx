import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { CollectionList_user$key } from '../../__generated__/CollectionList_user.graphql.ts';
import type { CollectionListPaginationQuery } from '../../__generated__/CollectionListPaginationQuery.graphql.ts';
import { CopyRow } from './CopyRow.tsx';
import { isFiltered, type CollectionSearch } from './collection-search-params.ts';
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
  const total = connection.totalCount;

  if (connection.edges.length === 0) {
    if (search.list === 'trade' && !isFiltered(search))
      return (
        <p className="notice" role="status">
          <Trans>You offer no copies for trade. Open the Owned tab and choose Offer for trade on a copy.</Trans>
        </p>
      );
    return isFiltered(search) ? (
      <p className="notice" role="status">
        <Trans>No copies in your collection match this search.</Trans>
      </p>
    ) : (
      <div className="notice collection-empty" role="status">
        <p>
          <Trans>Your collection is empty.</Trans>
        </p>
        <p>
          <Link to="/games">
            <Trans>Browse the games and add the ones you own</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <section className="collection-list" aria-labelledby="collection-list-heading">
      <h2 id="collection-list-heading">
        {search.list === 'trade' ? <Trans>Copies for trade</Trans> : <Trans>Copies</Trans>}
      </h2>
      <p role="status" className="muted">
        <Plural value={total} one="# copy" other="# copies" />
      </p>
      <ul className="copy-list">
        {connection.edges.map(({ node }) => (
          <CopyRow key={node.id} item={node} connectionId={connection.__id} />
        ))}
      </ul>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(COLLECTION_PAGE_SIZE)}
        keepFocus
        paragraph
      />
    </section>
  );
}
