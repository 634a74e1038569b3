import { Trans } from '@lingui/react/macro';
import type { Match } from '../../../minigames/card-battle/card-battle.ts';
import type { BattleCard_game$key } from '../../../__generated__/BattleCard_game.graphql.ts';
import { BattleCard } from './BattleCard.tsx';

/** The two cards of the last round, the winner's lit up and the loser's shaken (unless motion is reduced). */
export function RoundReveal({ match, byId }: { match: Match; byId: ReadonlyMap<string, BattleCard_game$key> }) {
  const last = match.rounds[match.rounds.length - 1];
  if (!last) return null;
  const outcome = (side: 'player' | 'computer') =>
    last.winner === 'tie' ? 'tied' : last.winner === side ? 'won' : 'lost';
  // Keyed by round, so each round's animation starts afresh.
  return (
    <div className="round-reveal" key={match.rounds.length}>
      <figure className={`revealed revealed-${outcome('player')}`}>
        <figcaption>
          <Trans>You played</Trans>
        </figcaption>
        <BattleCard game={byId.get(last.player.id)!} values={last.player.values} stat={last.stat} />
      </figure>
      <figure className={`revealed revealed-${outcome('computer')}`}>
        <figcaption>
          <Trans>The computer played</Trans>
        </figcaption>
        <BattleCard game={byId.get(last.computer.id)!} values={last.computer.values} stat={last.stat} />
      </figure>
    </div>
  );
}
