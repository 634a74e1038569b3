import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { GameHistoryList_game$key } from '../../__generated__/GameHistoryList_game.graphql.ts';
import { HistoryEntry } from './HistoryEntry.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const HISTORY_PAGE_SIZE = 10;

const fragment = graphql`
  fragment GameHistoryList_game on Game
  @refetchable(queryName: "GameHistoryListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    databaseId
    history(first: $first, after: $after) @connection(key: "GameHistoryList_history") {
      edges {
        node {
          id
          ...HistoryEntry_entry
        }
      }
    }
  }
`;

/** The timeline, newest first, a page at a time. */
export function GameHistoryList({ game }: { game: GameHistoryList_game$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, game);
  const edges = data.history.edges;
  if (edges.length === 0) {
    return (
      <p className="muted">
        <Trans>No changes have been recorded for this game yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ol className="history-timeline">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <HistoryEntry entry={node} gameDatabaseId={data.databaseId} />
          </li>
        ))}
      </ol>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(HISTORY_PAGE_SIZE)}
        needsScript
        busy
      />
    </>
  );
}
