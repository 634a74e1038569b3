import { Trans } from '@lingui/react/macro';
import type { Match } from '../../../minigames/card-battle/card-battle.ts';
import { useStatLabels } from './stat-labels.ts';

/** Every round's stat, known from the start, and how the played rounds went. */
export function RoundTrack({ match }: { match: Match }) {
  const labels = useStatLabels();
  return (
    <section aria-labelledby="card-battle-rounds">
      <h2 id="card-battle-rounds">
        <Trans>Rounds</Trans>
      </h2>
      <ol className="round-track">
        {match.stats.map((stat, index) => {
          const played = match.rounds[index];
          const current = index === match.rounds.length;
          const name = labels.name(stat);
          return (
            <li
              key={index}
              className={played ? `round-${played.winner}` : current ? 'round-current' : undefined}
              aria-current={current ? 'step' : undefined}
            >
              <span className="round-stat">{name}</span>
              <span className="round-outcome">
                {played?.winner === 'player' && <Trans>won</Trans>}
                {played?.winner === 'computer' && <Trans>lost</Trans>}
                {played?.winner === 'tie' && <Trans>tie</Trans>}
                {current && <Trans>now</Trans>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
