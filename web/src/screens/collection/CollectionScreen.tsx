import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
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
import {
  collectionQueryVariables,
  collectionSearchFromUrl,
  type CollectionSearch,
} from './collection-search-params.ts';
import './collection.css';

const query = graphql`
  query CollectionScreenQuery(
    $search: String
    $consoleId: ID
    $region: Region
    $completeness: Completeness
    $orderBy: CollectionOrder
    $first: Int!
  ) {
    ...CollectionFilters_query
    viewer {
      ...CollectorLevel_user
      ...CollectionStats_user
      ...CollectionList_user
        @arguments(
          search: $search
          consoleId: $consoleId
          region: $region
          completeness: $completeness
          orderBy: $orderBy
          first: $first
        )
    }
  }
`;

interface CollectionLoaderData {
  search: CollectionSearch;
  queryRef: PreloadedQuery<CollectionScreenQuery>;
}

/** The collection changes from other pages (game pages, imports): show the cached one, then refresh. */
export function loader({ request }: LoaderFunctionArgs): CollectionLoaderData {
  const search = collectionSearchFromUrl(new URL(request.url));
  return {
    search,
    queryRef: preloadQuery<CollectionScreenQuery>(
      query,
      { ...collectionQueryVariables(search), first: COLLECTION_PAGE_SIZE },
      'store-and-network',
    ),
  };
}

export function Component() {
  const { search, queryRef } = useLoaderData() as CollectionLoaderData;
  const data = usePreloadedQuery<CollectionScreenQuery>(query, queryRef);
  return (
    <article className="collection">
      <h1>
        <Trans>My collection</Trans>
      </h1>
      {!data.viewer ? (
        <LoginPrompt />
      ) : (
        <>
          <section className="collection-summary card" aria-labelledby="collection-level-heading">
            <h2 id="collection-level-heading" className="visually-hidden">
              <Trans>Collector level</Trans>
            </h2>
            <CollectorLevel user={data.viewer} />
          </section>
          <CollectionFilters query={data} search={search} />
          <CollectionList user={data.viewer} search={search} />
          <CollectionStats user={data.viewer} />
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
