import { graphql, useFragment } from 'react-relay';
import type { useMinigameRecords_user$key } from '../__generated__/useMinigameRecords_user.graphql.ts';
import type { PlayedRecords } from './local-results.ts';

const fragment = graphql`
  fragment useMinigameRecords_user on User {
    minigameResults {
      game
      wins
      losses
      bestScore
      lastPlayedAt
    }
  }
`;

/** A player's records by game, as the API keeps them; null when they are not the viewer's to see. */
export function useMinigameRecords(user: useMinigameRecords_user$key | null): PlayedRecords | null {
  const data = useFragment(fragment, user);
  if (!data?.minigameResults) return null;
  return Object.fromEntries(
    data.minigameResults.map(({ game, wins, losses, bestScore, lastPlayedAt }) => [
      game,
      { wins, losses, bestScore, lastPlayedAt: String(lastPlayedAt) },
    ]),
  );
}
