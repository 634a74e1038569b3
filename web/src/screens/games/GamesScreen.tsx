import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { GamesScreenQuery } from '../../__generated__/GamesScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { GAMES_PAGE_SIZE, GameList } from './GameList.tsx';
import { GameSearchForm } from './GameSearchForm.tsx';
import { gameSearchFromUrl, gamesQueryVariables, type GameSearch } from './game-search-params.ts';
import './games.css';

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
  ) {
    ...GameSearchForm_query @arguments(companyIds: $companyIds)
    ...GameList_query
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
  queryRef: PreloadedQuery<GamesScreenQuery>;
}

/** Every change of the search in the address loads its results (and the filters' choices). */
export function loader({ request }: LoaderFunctionArgs): GamesLoaderData {
  const search = gameSearchFromUrl(new URL(request.url));
  return {
    search,
    queryRef: preloadQuery<GamesScreenQuery>(query, { ...gamesQueryVariables(search), first: GAMES_PAGE_SIZE }),
  };
}

export function Component() {
  const { search, queryRef } = useLoaderData() as GamesLoaderData;
  const data = usePreloadedQuery<GamesScreenQuery>(query, queryRef);
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
      <GameList query={data} filters={search} />
    </article>
  );
}
