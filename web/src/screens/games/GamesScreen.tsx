import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { LIMITS } from '@rules';
import type { GamesScreenQuery } from '../../__generated__/GamesScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { GAMES_PAGE_SIZE, GameList } from './GameList.tsx';
import { GameSearchForm } from './GameSearchForm.tsx';
import './games.css';

const query = graphql`
  query GamesScreenQuery($search: String, $first: Int!) {
    ...GameList_query @arguments(search: $search, first: $first)
  }
`;

/** The search term from `?q=`; blank means "all games". Trimmed to what the API accepts. */
export function searchFromUrl(url: URL): string | null {
  const term = url.searchParams.get('q')?.trim().slice(0, LIMITS.searchQueryMax);
  return term || null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const search = searchFromUrl(new URL(request.url));
  return preloadQuery<GamesScreenQuery>(query, { search, first: GAMES_PAGE_SIZE });
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<GamesScreenQuery>;
  const data = usePreloadedQuery<GamesScreenQuery>(query, queryRef);
  const search = queryRef.variables.search ?? null;
  return (
    <article className="games">
      <h1><Trans>Games</Trans></h1>
      <GameSearchForm search={search} />
      <GameList query={data} search={search} />
    </article>
  );
}
