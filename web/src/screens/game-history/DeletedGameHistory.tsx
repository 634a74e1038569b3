import { graphql, useLazyLoadQuery } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeletedGameHistoryQuery } from '../../__generated__/DeletedGameHistoryQuery.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { GameNotFound } from '../game-detail/GameNotFound.tsx';
import { HistoryEntry } from './HistoryEntry.tsx';

/** A deleted game's record is kept for moderators; the newest entries are enough to see why it went. */
const DELETED_HISTORY_PAGE = 25;

/**
 * /games/{id}/history of a game that no longer exists: the API gives moderators its entries and
 * everyone else none, so anyone else sees "not found", as for a game that never was.
 */
export function DeletedGameHistory({ gameDatabaseId }: { gameDatabaseId: number }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<DeletedGameHistoryQuery>(
    graphql`
      query DeletedGameHistoryQuery($id: Int!, $first: Int!) {
        gameHistory(gameDatabaseId: $id, first: $first) {
          edges {
            node {
              id
              gameTitle
              ...HistoryEntry_entry
            }
          }
        }
      }
    `,
    { id: gameDatabaseId, first: DELETED_HISTORY_PAGE },
  );
  const edges = data.gameHistory.edges;
  const title = edges[0]?.node.gameTitle ?? null;
  useDocumentTitle(title === null ? null : t`History of ${title}`);
  if (title === null) return <GameNotFound />;
  return (
    <article className="game-history">
      <h1>
        <Trans>History of {title}</Trans>
      </h1>
      <p className="notice">
        <Trans>This game was deleted. Its history stays readable for moderators.</Trans>
      </p>
      <ol className="history-timeline">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <HistoryEntry entry={node} gameDatabaseId={gameDatabaseId} revertable={false} />
          </li>
        ))}
      </ol>
    </article>
  );
}
