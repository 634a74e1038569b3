import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { WantList_user$key } from '../../__generated__/WantList_user.graphql.ts';
import type { WantListPaginationQuery } from '../../__generated__/WantListPaginationQuery.graphql.ts';
import { WantRow } from './WantRow.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const WANT_LIST_PAGE_SIZE = 20;

/** The viewer's want list, newest first, a page at a time. */
export function WantList({ user }: { user: WantList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<WantListPaginationQuery, WantList_user$key>(
    graphql`
      fragment WantList_user on User
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "WantListPaginationQuery") {
        wantList(first: $first, after: $after) @connection(key: "WantList_wantList") {
          __id
          edges {
            node {
              id
              ...WantRow_want
            }
          }
        }
      }
    `,
    user,
  );
  const connection = data.wantList;
  if (!connection) return null;
  return (
    <section className="collection-list" aria-labelledby="want-list-heading">
      <h2 id="want-list-heading">
        <Trans>Want list</Trans>
      </h2>
      {connection.edges.length === 0 ? (
        <div className="notice" role="status">
          <p>
            <Trans>Your want list is empty.</Trans>
          </p>
          <p>
            <Link to="/games">
              <Trans>Browse the games and press Want on the versions you are looking for</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className="want-list">
          {connection.edges.map(({ node }) => (
            <WantRow key={node.id} want={node} connectionId={connection.__id} />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(WANT_LIST_PAGE_SIZE)}
        keepFocus
        paragraph
      />
    </section>
  );
}
