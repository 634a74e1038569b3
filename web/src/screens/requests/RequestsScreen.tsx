import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { RequestsScreenQuery } from '../../__generated__/RequestsScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { RequestFilters } from './RequestFilters.tsx';
import { REQUEST_PAGE_SIZE, RequestList } from './RequestList.tsx';
import { requestQueryVariables, requestSearchFromUrl, type RequestSearch } from './request-search-params.ts';
import './requests.css';

/* eslint-disable relay/unused-fields -- asked only so the list can tell a visitor from a member */
const query = graphql`
  query RequestsScreenQuery($status: RequestStatus, $type: RequestType, $first: Int!) {
    viewer {
      id
    }
    ...RequestList_query @arguments(status: $status, type: $type, first: $first)
  }
`;
/* eslint-enable relay/unused-fields */

export interface RequestsLoad {
  search: RequestSearch;
  queryRef: PreloadedQuery<RequestsScreenQuery>;
}

// Votes and new requests arrive all the time: show the cached list, then the fresh one.
export function loader({ request }: LoaderFunctionArgs): RequestsLoad {
  const search = requestSearchFromUrl(new URL(request.url));
  const variables = { ...requestQueryVariables(search), first: REQUEST_PAGE_SIZE };
  return { search, queryRef: preloadQuery<RequestsScreenQuery>(query, variables, 'store-and-network') };
}

export function Component() {
  return <Requests {...(useLoaderData() as RequestsLoad)} />;
}

/** Community review: every edit and delete request, filtered by status and type (spec section 2). */
export function Requests({ search, queryRef }: RequestsLoad) {
  const data = usePreloadedQuery<RequestsScreenQuery>(query, queryRef);
  return (
    <article className="requests">
      <h1>
        <Trans>Community requests</Trans>
      </h1>
      {data.viewer ? (
        <>
          <RequestFilters search={search} />
          <RequestList query={data} />
        </>
      ) : (
        <LoginPrompt reason="requests" />
      )}
    </article>
  );
}
