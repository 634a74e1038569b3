import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { GameRequestActions_game$key } from '../../__generated__/GameRequestActions_game.graphql.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { DeleteRequestDialog } from './DeleteRequestDialog.tsx';
import './request-actions.css';

/** What a member can ask the community for about this game: an edit, or its deletion. */
export function GameRequestActions({ game }: { game: GameRequestActions_game$key }) {
  const data = useFragment(
    graphql`
      fragment GameRequestActions_game on Game {
        id
        databaseId
        title
        pendingRequests
      }
    `,
    game,
  );
  const viewer = useViewer();
  return (
    <div className="game-request-actions">
      <Link className="button" to={`/games/${data.databaseId}/edit`}>
        <Trans>Request an edit</Trans>
      </Link>
      <Link className="button" to={`/games/${data.databaseId}/history`}>
        <Trans>History</Trans>
      </Link>
      {viewer && <DeleteRequestDialog gameId={data.id} title={data.title} />}
      {data.pendingRequests > 0 && (
        <p className="muted">
          <Plural
            value={data.pendingRequests}
            one="# request about this game is waiting for votes"
            other="# requests about this game are waiting for votes"
          />
        </p>
      )}
    </div>
  );
}
