import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { AdminApiKeyList_query$key } from '../../__generated__/AdminApiKeyList_query.graphql.ts';
import type { AdminApiKeyListPaginationQuery } from '../../__generated__/AdminApiKeyListPaginationQuery.graphql.ts';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';
import { AdminApiKeyRow } from './AdminApiKeyRow.tsx';

export const ADMIN_API_KEYS_PAGE_SIZE = 25;

/** Every member's live keys, most recently used first, a page at a time. */
export function AdminApiKeyList({ query }: { query: AdminApiKeyList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminApiKeyListPaginationQuery,
    AdminApiKeyList_query$key
  >(
    graphql`
      fragment AdminApiKeyList_query on Query
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" })
      @refetchable(queryName: "AdminApiKeyListPaginationQuery") {
        apiKeys(first: $first, after: $after) @connection(key: "AdminApiKeyList_apiKeys") {
          edges {
            node {
              id
              ...AdminApiKeyRow_apiKey
            }
          }
        }
      }
    `,
    query,
  );
  const keys = data.apiKeys.edges.map((edge) => edge.node);
  if (keys.length === 0)
    return (
      <p className="notice" role="status">
        <Trans>No member has an API key.</Trans>
      </p>
    );
  return (
    <>
      <ol className="admin-api-keys">
        {keys.map((key) => (
          <AdminApiKeyRow key={key.id} apiKey={key} />
        ))}
      </ol>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(ADMIN_API_KEYS_PAGE_SIZE)}
        keepFocus
        paragraph="admin-more"
      />
    </>
  );
}
