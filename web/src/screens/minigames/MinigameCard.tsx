import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PONG, PONG_DIFFICULTY_FACTOR, type Minigame } from '#shared/minigame-rules';
import type { PlayedRecord } from '../../minigames/local-results.ts';
import { RecordFacts } from '../../minigames/RecordFacts.tsx';

/** One game on the hub: what it is, how to play, the player's record and the way in. */
export function MinigameCard({ game, record }: { game: Minigame; record: PlayedRecord | undefined }) {
  const headingId = `minigame-${game}`;
  return (
    <section className="minigame-card card" aria-labelledby={headingId}>
      {game === 'cardbattle' ? <CardBattleAbout headingId={headingId} /> : <PongAbout headingId={headingId} />}
      <h3>
        <Trans>Your results</Trans>
      </h3>
      <RecordFacts record={record} />
      <p>
        <Link className="button primary" to={`/minigames/${game}`}>
          {game === 'cardbattle' ? <Trans>Play card battle</Trans> : <Trans>Play pong</Trans>}
        </Link>
      </p>
    </section>
  );
}

function CardBattleAbout({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId}>
        <Trans>Card battle</Trans>
      </h2>
      <p>
        <Trans>
          A card game against the computer in which every card is a real game from the catalogue, drawn at random. A
          card's values come from the game's data: its release year, its regional versions, its developers and
          publishers and its roll-out around the world.
        </Trans>
      </p>
      <p>
        <Trans>
          How to play: five rounds, each about one value. Play one of your cards; the better value wins the round, and
          more rounds win the match. Best score: the most rounds won in one match.
        </Trans>
      </p>
    </>
  );
}

function PongAbout({ headingId }: { headingId: string }) {
  const points = PONG.pointsToWin;
  const { easy, normal, hard } = PONG_DIFFICULTY_FACTOR;
  return (
    <>
      <h2 id={headingId}>
        <Trans>Pong</Trans>
      </h2>
      <p>
        <Trans>
          The classic: two paddles, one ball, and the computer on the other side, on easy, normal or hard. First to{' '}
          {points} points wins.
        </Trans>
      </p>
      <p>
        <Trans>
          How to play: W and S or the arrow keys move your paddle; on a touch screen, drag it. Space or Escape pauses.
          Best score: your winning margin times the difficulty ({easy} easy, {normal} normal, {hard} hard).
        </Trans>
      </p>
    </>
  );
}
