import { useCallback, useRef, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { SimilarGamesLookupQuery } from '../../__generated__/SimilarGamesLookupQuery.graphql.ts';
import type { SimilarGameList_games$key } from '../../__generated__/SimilarGameList_games.graphql.ts';

const query = graphql`
  query SimilarGamesLookupQuery($title: String!, $consoleId: ID!) {
    similarGames(title: $title, consoleId: $consoleId) {
      ...SimilarGameList_games
    }
  }
`;

/**
 * Asks for games resembling the title on the console while the person is still filling in the
 * form (the server asks again on save). `lookUp` answers whether it asked something new.
 */
export function useSimilarGamesLookup() {
  const [queryRef, loadQuery] = useQueryLoader<SimilarGamesLookupQuery>(query);
  const asked = useRef('');
  const lookUp = useCallback(
    (title: string, consoleId: string | undefined): boolean => {
      const trimmed = title.trim();
      if (!trimmed || !consoleId) return false;
      const key = JSON.stringify([trimmed, consoleId]);
      if (key === asked.current) return false;
      asked.current = key;
      loadQuery({ title: trimmed, consoleId });
      return true;
    },
    [loadQuery],
  );
  return { queryRef, lookUp };
}

/** Renders `children` with the games found, once they are there. */
export function SimilarGamesFound({
  queryRef,
  children,
}: {
  queryRef: PreloadedQuery<SimilarGamesLookupQuery>;
  children(games: SimilarGameList_games$key): ReactNode;
}) {
  const { similarGames } = usePreloadedQuery<SimilarGamesLookupQuery>(query, queryRef);
  return similarGames.length > 0 ? children(similarGames) : null;
}
