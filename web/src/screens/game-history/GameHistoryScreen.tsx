import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameHistoryScreenQuery } from '../../__generated__/GameHistoryScreenQuery.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { GameNotFound } from '../game-detail/GameNotFound.tsx';
import { parseGameId } from '../game-detail/GameDetailScreen.tsx';
import { DeletedGameHistory } from './DeletedGameHistory.tsx';
import { GameHistoryList, HISTORY_PAGE_SIZE } from './GameHistoryList.tsx';
import '../request-detail/request-detail.css';
import './game-history.css';

const query = graphql`
  query GameHistoryScreenQuery($id: Int!, $first: Int!) {
    game(databaseId: $id) {
      databaseId
      title
      ...GameHistoryList_game @arguments(first: $first)
    }
  }
`;

// History grows with every approval: show what is cached at once, then the fresh list.
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseGameId(params.id);
  return id === null
    ? null
    : preloadQuery<GameHistoryScreenQuery>(query, { id, first: HISTORY_PAGE_SIZE }, 'store-and-network');
}

/** /games/{id}/history: every change applied to the game, newest first. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<GameHistoryScreenQuery> | null;
  return queryRef ? <GameHistory queryRef={queryRef} /> : <GameNotFound />;
}

function GameHistory({ queryRef }: { queryRef: PreloadedQuery<GameHistoryScreenQuery> }) {
  const { t } = useLingui();
  const { game } = usePreloadedQuery<GameHistoryScreenQuery>(query, queryRef);
  const title = game?.title ?? null;
  useDocumentTitle(title === null ? null : t`History of ${title}`);
  if (!game) return <DeletedGameHistory gameDatabaseId={queryRef.variables.id} />;
  return (
    <article className="game-history">
      <p className="request-detail-back">
        <Link to={`/games/${game.databaseId}`}>
          <Trans>Back to {title}</Trans>
        </Link>
      </p>
      <h1>
        <Trans>History of {title}</Trans>
      </h1>
      <GameHistoryList game={game} />
    </article>
  );
}
