import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Plural, Trans } from '@lingui/react/macro';
import type { GameCountStatusExactQuery } from '../../__generated__/GameCountStatusExactQuery.graphql.ts';
import type { CountKind } from '../../__generated__/GameList_query.graphql.ts';
import { gamesQueryVariables, type GameSearch } from './game-search-params.ts';

// Counting every match of a large catalogue costs a scan, so the list shows the API's cheap
// figure ("about", "more than") and counts exactly only when asked.
const exactQuery = graphql`
  query GameCountStatusExactQuery(
    $search: String
    $consoleId: ID
    $region: Region
    $developerId: ID
    $publisherId: ID
    $releasedFrom: Int
    $releasedTo: Int
  ) {
    games(
      search: $search
      consoleId: $consoleId
      region: $region
      developerId: $developerId
      publisherId: $publisherId
      releasedFrom: $releasedFrom
      releasedTo: $releasedTo
      first: 1
    ) {
      totalCount
    }
  }
`;

/** The exact total once asked for (null before), for the search it was counted for. */
export function useExactGameCount(search: GameSearch) {
  const environment = useRelayEnvironment();
  const [exact, setExact] = useState<{ for: GameSearch; total: number } | null>(null);
  const [counting, setCounting] = useState(false);

  const countExactly = () => {
    setCounting(true);
    const {
      search: q,
      consoleId,
      region,
      developerId,
      publisherId,
      releasedFrom,
      releasedTo,
    } = gamesQueryVariables(search);
    const variables = { search: q, consoleId, region, developerId, publisherId, releasedFrom, releasedTo };
    fetchQuery<GameCountStatusExactQuery>(environment, exactQuery, variables).subscribe({
      next: (data) => setExact({ for: search, total: data.games.totalCount }),
      complete: () => setCounting(false),
      error: () => setCounting(false),
    });
  };
  return { total: exact?.for === search ? exact.total : null, counting, countExactly };
}

/** How many games match: exact, about, or more than. */
export function GameCountText({ value, kind }: { value: number; kind: CountKind }) {
  const about = value;
  const moreThan = value;
  if (kind === 'ESTIMATE') return <Plural value={about} one="about # game" other="about # games" />;
  if (kind === 'AT_LEAST') return <Plural value={moreThan} one="more than # game" other="more than # games" />;
  const total = value;
  return <Plural value={total} one="# game" other="# games" />;
}

/** Asks for the exact count of a large result. */
export function CountExactlyButton({ counting, onClick }: { counting: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={counting}>
      {counting ? <Trans>Counting…</Trans> : <Trans>Count exactly</Trans>}
    </button>
  );
}
