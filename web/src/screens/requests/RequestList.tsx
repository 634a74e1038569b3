import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { RequestList_query$key } from '../../__generated__/RequestList_query.graphql.ts';
import type { RequestListPaginationQuery } from '../../__generated__/RequestListPaginationQuery.graphql.ts';
import { RequestRow } from './RequestRow.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const REQUEST_PAGE_SIZE = 20;

const fragment = graphql`
  fragment RequestList_query on Query
  @refetchable(queryName: "RequestListPaginationQuery")
  @argumentDefinitions(
    status: { type: "RequestStatus" }
    type: { type: "RequestType" }
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
  ) {
    requests(status: $status, type: $type, first: $first, after: $after)
      @connection(key: "RequestList_requests", filters: ["status", "type"]) {
      edges {
        node {
          id
          ...RequestRow_request
        }
      }
    }
  }
`;

/** Community requests, newest first, a page at a time. */
export function RequestList({ query }: { query: RequestList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    RequestListPaginationQuery,
    RequestList_query$key
  >(fragment, query);
  const { edges } = data.requests;
  if (edges.length === 0) {
    return (
      <p className="notice" role="status">
        <Trans>No requests matching filters</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="request-table-wrap">
        <table className="request-table">
          <caption className="visually-hidden">
            <Trans>Community requests, newest first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Game</Trans>
              </th>
              <th scope="col">
                <Trans>Type</Trans>
              </th>
              <th scope="col">
                <Trans>Submitted by</Trans>
              </th>
              <th scope="col">
                <Trans>Approval</Trans>
              </th>
              <th scope="col">
                <Trans>Votes</Trans>
              </th>
              <th scope="col">
                <Trans>Days remaining</Trans>
              </th>
              <th scope="col">
                <Trans>Details</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <RequestRow key={node.id} request={node} />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(REQUEST_PAGE_SIZE)}
        label={<Trans>Load more</Trans>}
        needsScript
      />
    </>
  );
}
