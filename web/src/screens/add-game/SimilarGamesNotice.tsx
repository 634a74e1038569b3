import type { Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SimilarGameList_games$key } from '../../__generated__/SimilarGameList_games.graphql.ts';
import { SimilarGameList } from './SimilarGameList.tsx';

interface SimilarGamesNoticeProps {
  games: SimilarGameList_games$key;
  /** The server did not save the game because of these. */
  refused: boolean;
  confirmed: boolean;
  onConfirmedChange(confirmed: boolean): void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The duplicate guard: similar games on the same console, and the person's word that theirs is another. */
export function SimilarGamesNotice({
  games,
  refused,
  confirmed,
  onConfirmedChange,
  headingRef,
}: SimilarGamesNoticeProps) {
  return (
    <section
      className={refused ? 'similar-games notice error' : 'similar-games notice'}
      aria-labelledby="similar-games-heading"
    >
      <h2 id="similar-games-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Similar games already in the catalogue</Trans>
      </h2>
      <p id="similar-games-explained">
        {refused ? (
          <Trans>
            The game was not saved: these games on the same console have a similar title. If yours is one of them, it is
            already in the catalogue. If it is a different game, tick the box below and save again.
          </Trans>
        ) : (
          <Trans>These games on the same console have a similar title. Check that yours is not one of them.</Trans>
        )}
      </p>
      <SimilarGameList games={games} />
      <div className="checkbox-field">
        <input
          type="checkbox"
          id="game-confirmedNotDuplicate"
          name="confirmedNotDuplicate"
          checked={confirmed}
          onChange={(event) => onConfirmedChange(event.target.checked)}
          aria-describedby="similar-games-explained"
        />
        <label htmlFor="game-confirmedNotDuplicate">
          <Trans>This is a different game</Trans>
        </label>
      </div>
    </section>
  );
}
