import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { GameDetailScreenQuery } from '../../__generated__/GameDetailScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { GameNotFound } from './GameNotFound.tsx';
import { GameSummary } from './GameSummary.tsx';
import { VersionSelector } from './VersionSelector.tsx';
import { RememberOpenedGame } from '../../offline/RememberOpenedGame.tsx';
import { parseRowId } from '#shared/route-paths';
import './game-detail.css';

const query = graphql`
  query GameDetailScreenQuery($id: Int!) {
    game(databaseId: $id) {
      ...GameSummary_game
      ...VersionSelector_game
      ...RememberOpenedGame_game
    }
  }
`;

/**
 * The `:id` of /games/:id as a game id, or null when it cannot be one (`abc`, `0`, `-1`, `1.5`):
 * the server's rule too, which answers 404 for those addresses.
 */
export const parseGameId = parseRowId;

export function loader({ params }: LoaderFunctionArgs) {
  const id = parseGameId(params.id);
  if (id === null) return null;
  return preloadQuery<GameDetailScreenQuery>(query, { id });
}

/** Choosing a version only changes `?version=`; the game is already loaded, so skip the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<GameDetailScreenQuery> | null;
  return queryRef ? <GameDetail queryRef={queryRef} /> : <GameNotFound />;
}

function GameDetail({ queryRef }: { queryRef: PreloadedQuery<GameDetailScreenQuery> }) {
  const { game } = usePreloadedQuery<GameDetailScreenQuery>(query, queryRef);
  if (!game) return <GameNotFound />;
  return (
    <article className="game-detail">
      <GameSummary game={game} />
      <VersionSelector game={game} />
      <RememberOpenedGame game={game} />
    </article>
  );
}
