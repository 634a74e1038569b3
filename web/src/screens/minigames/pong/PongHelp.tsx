import { Trans } from '@lingui/react/macro';
import { PONG, PONG_DIFFICULTY_FACTOR } from '#shared/minigame-rules';

export function PongHelp() {
  const points = PONG.pointsToWin;
  const { easy, normal, hard } = PONG_DIFFICULTY_FACTOR;
  return (
    <details className="minigame-help">
      <summary>
        <Trans>How to play</Trans>
      </summary>
      <p>
        <Trans>
          Keep the ball in play with your paddle on the left; the computer plays on the right. A ball that gets past a
          paddle is a point for the other side, and the first to {points} points wins. The further from its centre your
          paddle meets the ball, the steeper the ball flies off, and every hit makes it a little faster.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>W or the up arrow moves your paddle up; S or the down arrow moves it down.</Trans>
        </li>
        <li>
          <Trans>On a touch screen, drag your finger on the field: the paddle follows it.</Trans>
        </li>
        <li>
          <Trans>Space or Escape pauses and resumes. The game also pauses when you switch to another tab.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          On easy the computer reacts late and slowly, on hard at once. Your best score is your largest winning margin
          times the difficulty: {easy} on easy, {normal} on normal, {hard} on hard.
        </Trans>
      </p>
    </details>
  );
}
