import { lazy, Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { CollectionScreenQuery } from '../../__generated__/CollectionScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { CollectorLevel } from '../../collection/CollectorLevel.tsx';
import { CollectionFilters } from './CollectionFilters.tsx';
import { COLLECTION_PAGE_SIZE, CollectionList } from './CollectionList.tsx';
import { CollectionStats } from '../../collection/CollectionStats.tsx';
import { CollectionExport } from './CollectionExport.tsx';
import { CollectionImport } from './CollectionImport.tsx';
import { CollectionTabs } from './CollectionTabs.tsx';
import type { WantedTabQuery } from '../../__generated__/WantedTabQuery.graphql.ts';
import { WantedTab, wantedTabQuery } from './WantedTab.tsx';
import { FriendMatches } from './FriendMatches.tsx';
import {
  collectionQueryVariables,
  collectionSearchFromUrl,
  type CollectionSearch,
} from './collection-search-params.ts';
import { answerFromDevice, useOnline } from '../../offline/online-status.ts';
import { DeviceFallback } from '../../offline/DeviceFallback.tsx';
import { serverAnswered } from '../../offline/server-retry.ts';
import './collection.css';

// Loaded only when /collection opens offline (its code is in the offline app's precache).
const OfflineCollection = lazy(() => import('../../offline/OfflineCollection.tsx'));

const query = graphql`
  query CollectionScreenQuery(
    $search: String
    $consoleId: ID
    $region: Region
    $completeness: Completeness
    $orderBy: CollectionOrder
    $forTrade: Boolean
    $first: Int!
    $showCopies: Boolean!
    $showTrade: Boolean!
  ) {
    ...CollectionFilters_query
    viewer {
      ...CollectorLevel_user
      ...CollectionStats_user @include(if: $showCopies) @alias(as: "stats")
      ...CollectionList_user
        @include(if: $showCopies)
        @alias(as: "copies")
        @arguments(
          search: $search
          consoleId: $consoleId
          region: $region
          completeness: $completeness
          orderBy: $orderBy
          forTrade: $forTrade
          first: $first
        )
      ...FriendMatches_user @arguments(wanted: false, trade: $showTrade)
    }
  }
`;

interface CollectionLoaderData {
  search: CollectionSearch;
  /** Null offline: the copy of the collection kept on the device answers (OfflineCollection). */
  queryRef: PreloadedQuery<CollectionScreenQuery> | null;
  /** The Wanted tab's own query, only on that tab. */
  wantedRef: PreloadedQuery<WantedTabQuery> | null;
}

/** The collection changes from other pages (game pages, imports): show the cached one, then refresh. */
export function loader({ request }: LoaderFunctionArgs): CollectionLoaderData {
  const search = collectionSearchFromUrl(new URL(request.url));
  if (answerFromDevice()) return { search, queryRef: null, wantedRef: null };
  const { showWanted, ...variables } = collectionQueryVariables(search);
  return {
    search,
    wantedRef: showWanted ? preloadQuery<WantedTabQuery>(wantedTabQuery, {}, 'store-and-network') : null,
    queryRef: preloadQuery<CollectionScreenQuery>(
      query,
      { ...variables, first: COLLECTION_PAGE_SIZE },
      'store-and-network',
    ),
  };
}

export function Component() {
  const { search, queryRef, wantedRef } = useLoaderData() as CollectionLoaderData;
  const fromDevice = (unreachable: boolean) => (
    <Suspense fallback={null}>
      <OfflineCollection search={search} unreachable={unreachable} />
    </Suspense>
  );
  if (!queryRef) return fromDevice(false);
  return (
    <DeviceFallback attempt={queryRef} fallback={fromDevice(true)}>
      <Collection search={search} queryRef={queryRef} wantedRef={wantedRef} />
    </DeviceFallback>
  );
}

/**
 * The page kept from an online visit, read offline, shows what it showed then: a link opens the
 * whole collection as kept on the device (the loader, run again offline, draws that).
 */
function KeptPageNotice() {
  const online = useOnline();
  const { pathname, search } = useLocation();
  if (online) return null;
  return (
    <p className="notice">
      <Trans>You are offline: this page is as it was when you last opened it.</Trans>{' '}
      <Link to={`${pathname}${search}`}>
        <Trans>Show your whole collection as kept on this device</Trans>
      </Link>
    </p>
  );
}

function Collection({
  search,
  queryRef,
  wantedRef,
}: {
  search: CollectionSearch;
  queryRef: PreloadedQuery<CollectionScreenQuery>;
  wantedRef: PreloadedQuery<WantedTabQuery> | null;
}) {
  const data = usePreloadedQuery<CollectionScreenQuery>(query, queryRef);
  useEffect(serverAnswered, []);
  return (
    <article className="collection">
      <h1>
        <Trans>My collection</Trans>
      </h1>
      {!data.viewer ? (
        <LoginPrompt />
      ) : (
        <>
          <KeptPageNotice />
          <section className="collection-summary card" aria-labelledby="collection-level-heading">
            <h2 id="collection-level-heading" className="visually-hidden">
              <Trans>Collector level</Trans>
            </h2>
            <CollectorLevel user={data.viewer} />
          </section>
          <CollectionTabs search={search} />
          {search.list === 'trade' && <FriendMatches user={data.viewer} />}
          {wantedRef && <WantedTab queryRef={wantedRef} />}
          {data.viewer.copies && (
            <>
              <CollectionFilters query={data} search={search} />
              <CollectionList user={data.viewer.copies} search={search} />
            </>
          )}
          {search.list === 'owned' && data.viewer.stats && <CollectionStats user={data.viewer.stats} />}
          <section className="collection-csv" aria-labelledby="collection-csv-heading">
            <h2 id="collection-csv-heading">
              <Trans>Export and import</Trans>
            </h2>
            <CollectionExport />
            <CollectionImport />
          </section>
        </>
      )}
    </article>
  );
}
