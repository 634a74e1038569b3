import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { CardBattle_games$key } from '../../../__generated__/CardBattle_games.graphql.ts';
import {
  currentStat,
  dealMatch,
  isOver,
  matchResult,
  playRound,
  tally,
  type Match,
} from '../../../minigames/card-battle/card-battle.ts';
import { cardValues } from '../../../minigames/card-battle/card-values.ts';
import { useGameSound } from '../../../minigames/game-sounds.ts';
import { useSaveMinigameResult, type SaveOutcome } from '../../../minigames/useSaveMinigameResult.ts';
import { SaveStatus } from '../../../minigames/SaveStatus.tsx';
import { BattleCard } from './BattleCard.tsx';
import { CardHand } from './CardHand.tsx';
import { RoundTrack } from './RoundTrack.tsx';
import { RoundReveal } from './RoundReveal.tsx';
import { Announcement } from './Announcement.tsx';
import { useStatLabels } from './stat-labels.ts';

const ROUND_SOUNDS = { player: 'roundWon', computer: 'roundLost', tie: 'roundTied' } as const;

/** One match against the computer with the games the API drew. */
export function CardBattle({
  games,
  focusHand,
  onNewMatch,
}: {
  games: CardBattle_games$key;
  focusHand: boolean;
  onNewMatch: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CardBattle_games on Game @relay(plural: true) {
        id
        title
        firstReleaseDate
        versions {
          releaseDate
        }
        developers {
          id
        }
        publishers {
          id
        }
        ...BattleCard_game
      }
    `,
    games,
  );
  const byId = useMemo(() => new Map(data.map((game) => [game.id, game])), [data]);
  const [match, setMatch] = useState<Match | null>(() =>
    dealMatch(
      data.map(({ id, firstReleaseDate, versions, developers, publishers }) => ({
        id,
        values: cardValues({
          firstReleaseDate,
          versions: versions.map(({ releaseDate }) => ({ releaseDate })),
          developers,
          publishers,
        }),
      })),
      Math.random,
    ),
  );
  const [saved, setSaved] = useState<SaveOutcome | 'saving' | null>(null);
  const save = useSaveMinigameResult();
  const sound = useGameSound();
  const labels = useStatLabels();
  const newMatchButton = useRef<HTMLButtonElement>(null);
  const over = match !== null && isOver(match);

  useEffect(() => {
    if (!match || !isOver(match)) return;
    const { won, lost } = tally(match);
    sound(won > lost ? 'matchWon' : won < lost ? 'matchLost' : 'roundTied');
    newMatchButton.current?.focus();
    setSaved('saving');
    void save(matchResult(match)).then(setSaved);
    // Once per finished match: the match object changes only by playing.
  }, [match]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!match) {
    return (
      <p className="notice" role="status">
        <Trans>The catalogue needs at least 10 games for a card battle.</Trans>
      </p>
    );
  }

  const stat = currentStat(match);
  const { won, lost, tied } = tally(match);
  const cardsLeft = match.computerHand.length;
  const round = match.rounds.length + 1;
  const total = match.stats.length;
  const play = (id: string) => {
    const next = playRound(match, id, Math.random);
    const last = next.rounds[next.rounds.length - 1];
    if (!last) return;
    sound('cardPlayed');
    sound(ROUND_SOUNDS[last.winner]);
    setMatch(next);
  };
  const face = (id: string, values: Match['playerHand'][number]['values']) => (
    <BattleCard game={byId.get(id)!} values={values} stat={stat} />
  );
  const titleOf = (id: string) => byId.get(id)?.title ?? '';
  const statName = stat ? labels.name(stat) : '';
  const statRule = stat ? labels.rule(stat) : '';

  return (
    <div className="card-battle">
      <RoundTrack match={match} />
      <p className="card-battle-score">
        <Trans>
          You {won} · Computer {lost} · Ties {tied}
        </Trans>
      </p>
      <Announcement match={match} titleOf={titleOf} />
      <RoundReveal match={match} byId={byId} />
      {over ? (
        <section className="card-battle-end" aria-labelledby="card-battle-end">
          <h2 id="card-battle-end">
            <Trans>Match over</Trans>
          </h2>
          <SaveStatus outcome={saved} />
          <p className="card-battle-actions">
            <button type="button" className="primary" ref={newMatchButton} onClick={onNewMatch}>
              <Trans>New match</Trans>
            </button>
            <Link to="/minigames">
              <Trans>Back to the minigames</Trans>
            </Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="card-battle-hand">
          <h2 id="card-battle-hand">
            <Trans>Your hand</Trans>
          </h2>
          <p id="card-battle-hint">
            <Trans>
              Round {round} of {total}: {statName}, {statRule}. Choose a card with the arrow keys and play it with
              Enter.
            </Trans>
          </p>
          <CardHand
            cards={match.playerHand.map((card) => ({ id: card.id, face: face(card.id, card.values) }))}
            describedBy="card-battle-hint"
            focusFirst={focusHand}
            onPlay={play}
          />
          <p className="muted">
            <Plural value={cardsLeft} one="The computer holds # card." other="The computer holds # cards." />
          </p>
        </section>
      )}
    </div>
  );
}
