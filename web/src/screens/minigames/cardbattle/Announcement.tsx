import { Trans } from '@lingui/react/macro';
import { tally, type Match } from '../../../minigames/card-battle/card-battle.ts';
import { useStatLabels } from './stat-labels.ts';
import { StatValue } from './StatValue.tsx';

/**
 * The live region: after each round, what both sides played and who won it; after the last, the
 * match's outcome. Always rendered, so screen readers pick up each change.
 */
export function Announcement({ match, titleOf }: { match: Match; titleOf: (id: string) => string }) {
  const labels = useStatLabels();
  const last = match.rounds[match.rounds.length - 1];
  const over = match.rounds.length === match.stats.length;
  const { won, lost, tied } = tally(match);
  let roundText = null;
  if (last) {
    const round = match.rounds.length;
    const stat = labels.name(last.stat);
    const yours = titleOf(last.player.id);
    const theirs = titleOf(last.computer.id);
    const yourValue = <StatValue stat={last.stat} values={last.player.values} />;
    const theirValue = <StatValue stat={last.stat} values={last.computer.values} />;
    roundText = (
      <>
        <Trans>
          Round {round}, {stat}: your {yours} ({yourValue}) against the computer's {theirs} ({theirValue}).
        </Trans>{' '}
        {last.winner === 'player' && <Trans>You win the round.</Trans>}
        {last.winner === 'computer' && <Trans>The computer wins the round.</Trans>}
        {last.winner === 'tie' && <Trans>The round is a tie.</Trans>}
      </>
    );
  }
  return (
    <p role="status" className="card-battle-announcement">
      {roundText}{' '}
      {over && won > lost && (
        <strong>
          <Trans>
            You won the match {won} to {lost} ({tied} tied).
          </Trans>
        </strong>
      )}
      {over && won < lost && (
        <strong>
          <Trans>
            You lost the match {won} to {lost} ({tied} tied).
          </Trans>
        </strong>
      )}
      {over && won === lost && (
        <strong>
          <Trans>
            The match is a draw, {won} to {lost} ({tied} tied).
          </Trans>
        </strong>
      )}
    </p>
  );
}
