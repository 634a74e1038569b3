import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameList_query$key } from '../../__generated__/GameList_query.graphql.ts';
import type { GameListPaginationQuery } from '../../__generated__/GameListPaginationQuery.graphql.ts';
import { mistypedBarcodeSearch } from '../../games/barcode-messages.ts';
import { CARDS_IN_VIEW, GameCard } from '../../games/GameCard.tsx';
import { CountExactlyButton, GameCountText, useExactGameCount } from './GameCountStatus.tsx';
import type { GameSearch } from './game-search-params.ts';
import { barcodeProblem } from '#shared/barcode-rules';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const GAMES_PAGE_SIZE = 24;

/** The matching games, a page at a time, with how many match in all. */
export function GameList({ query, filters }: { query: GameList_query$key; filters: GameSearch }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GameListPaginationQuery, GameList_query$key>(
    graphql`
      fragment GameList_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        consoleId: { type: "ID" }
        region: { type: "Region" }
        developerId: { type: "ID" }
        publisherId: { type: "ID" }
        releasedFrom: { type: "Int" }
        releasedTo: { type: "Int" }
        orderBy: { type: "GameOrder" }
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
      )
      @refetchable(queryName: "GameListPaginationQuery") {
        games(
          search: $search
          consoleId: $consoleId
          region: $region
          developerId: $developerId
          publisherId: $publisherId
          releasedFrom: $releasedFrom
          releasedTo: $releasedTo
          orderBy: $orderBy
          first: $first
          after: $after
        ) @connection(key: "GameList_games") {
          count {
            value
            kind
          }
          edges {
            node {
              id
              ...GameCard_game
            }
          }
        }
      }
    `,
    query,
  );
  const { i18n } = useLingui();
  const games = data.games.edges.map((edge) => edge.node);
  const search = filters.q;
  const count = games.length;
  const exact = useExactGameCount(filters);
  const total = exact.total === null ? data.games.count : { value: exact.total, kind: 'EXACT' as const };
  const grid = useRef<HTMLDivElement>(null);
  // Index of the first card of the page being loaded, to move focus there once it renders.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || count <= index) return;
    focusFrom.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [count]);

  // LoadMoreButton does not call this while a page is loading.
  const loadMore = () => {
    focusFrom.current = count;
    loadNext(GAMES_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) focusFrom.current = null;
      },
    });
  };

  return (
    <section className="game-results">
      {/* One polite region for both the count and the empty state, so each change is announced. */}
      <p role="status" className={count === 0 ? 'notice game-results-status' : 'game-results-status'}>
        {count === 0 ? (
          search && barcodeProblem(search) === 'barcodeCheckDigit' ? (
            i18n._(mistypedBarcodeSearch(search))
          ) : search ? (
            <Trans>No games found for “{search}”</Trans>
          ) : (
            <Trans>No games found</Trans>
          )
        ) : (
          <GameCountText value={total.value} kind={total.kind} />
        )}
      </p>
      {count > 0 && total.kind !== 'EXACT' && (
        <p className="game-results-count">
          <CountExactlyButton counting={exact.counting} onClick={exact.countExactly} />
        </p>
      )}
      {count > 0 && (
        <div className="game-grid" ref={grid}>
          {/* The cards sit right under the page's h1. */}
          {games.map((game, index) => (
            <GameCard key={game.id} game={game} inView={index < CARDS_IN_VIEW} headingLevel={2} />
          ))}
        </div>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={loadMore}
        needsScript
        paragraph="game-results-more"
      />
    </section>
  );
}
