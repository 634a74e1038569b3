import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { GamesScreenQuery } from '../../__generated__/GamesScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { GAMES_PAGE_SIZE, GameList } from './GameList.tsx';
import { GameSearchForm } from './GameSearchForm.tsx';
import { gameSearchFromUrl, gamesQueryVariables, type GameSearch } from './game-search-params.ts';
import './games.css';
import { offlineInBrowser } from '../../offline/online-status.ts';

// Loaded only when a search is made offline (its code is in the offline app's precache).
const OfflineLookup = lazy(() => import('../../offline/OfflineLookup.tsx'));

const query = graphql`
  query GamesScreenQuery(
    $search: String
    $consoleId: ID
    $region: Region
    $developerId: ID
    $publisherId: ID
    $releasedFrom: Int
    $releasedTo: Int
    $orderBy: GameOrder
    $first: Int!
    $companyIds: [ID!]!
    $barcode: String!
    $byBarcode: Boolean!
  ) {
    barcodeVersion: versionByBarcode(barcode: $barcode) @include(if: $byBarcode) {
      databaseId
      game {
        databaseId
      }
    }
    ...GameSearchForm_query @arguments(companyIds: $companyIds)
    # A barcode names one version: no list to page through, whether or not a version has it.
    ...GameList_query
      @skip(if: $byBarcode)
      @alias(as: "list")
      @arguments(
        search: $search
        consoleId: $consoleId
        region: $region
        developerId: $developerId
        publisherId: $publisherId
        releasedFrom: $releasedFrom
        releasedTo: $releasedTo
        orderBy: $orderBy
        first: $first
      )
  }
`;

interface GamesLoaderData {
  search: GameSearch;
  /** Null for a search made offline: the member's own data answers it (OfflineLookup). */
  queryRef: PreloadedQuery<GamesScreenQuery> | null;
}

/** Every change of the search in the address loads its results (and the filters' choices). */
export function loader({ request }: LoaderFunctionArgs): GamesLoaderData {
  const search = gameSearchFromUrl(new URL(request.url));
  if (search.q && offlineInBrowser()) return { search, queryRef: null };
  return {
    search,
    queryRef: preloadQuery<GamesScreenQuery>(query, { ...gamesQueryVariables(search), first: GAMES_PAGE_SIZE }),
  };
}

export function Component() {
  const { search, queryRef } = useLoaderData() as GamesLoaderData;
  if (!queryRef)
    return (
      <Suspense fallback={null}>
        <OfflineLookup q={search.q ?? ''} />
      </Suspense>
    );
  return <Games search={search} queryRef={queryRef} />;
}

function Games({ search, queryRef }: { search: GameSearch; queryRef: PreloadedQuery<GamesScreenQuery> }) {
  const data = usePreloadedQuery<GamesScreenQuery>(query, queryRef);
  const found = data.barcodeVersion;
  // Replace, not push: Back from the version returns to where the search was typed.
  if (found) return <Navigate replace to={`/games/${found.game.databaseId}?version=${found.databaseId}`} />;
  const barcode = search.q;
  return (
    <article className="games">
      <header className="games-header">
        <h1>
          <Trans>Games</Trans>
        </h1>
        {/* Shown to visitors too: the add screen asks them to log in, which says contributing exists. */}
        <Link className="button" to="/games/add">
          <Trans>Add a game</Trans>
        </Link>
      </header>
      <GameSearchForm query={data} search={search} />
      {data.list ? (
        <GameList query={data.list} filters={search} />
      ) : (
        <p role="status" className="notice">
          <Trans>
            No version in the catalogue carries the barcode {barcode}. You can add it to a version by requesting an edit
            of its game.
          </Trans>
        </p>
      )}
    </article>
  );
}
