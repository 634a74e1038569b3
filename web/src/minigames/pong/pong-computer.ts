// The computer's paddle: it follows the ball once the ball comes its way, slower, later and less
// precisely on the easier levels. Deterministic: its aiming error comes from the rally, not chance.
import type { PongDifficulty } from '#shared/minigame-rules';
import { FIELD, BALL_SIZE, PADDLE, moveToward, type PongState } from './pong-field.ts';

interface ComputerSkill {
  /** Units per second. */
  paddleSpeed: number;
  /** It starts following the ball once the ball has passed this share of the field. */
  reactsFrom: number;
  /** Whether it works out where the ball will arrive after bouncing off the walls. */
  predictsBounces: boolean;
  /** Largest distance between where it aims and where the ball will be. */
  aimError: number;
}

export const COMPUTER_SKILL: Record<PongDifficulty, ComputerSkill> = {
  easy: { paddleSpeed: 190, reactsFrom: 0.55, predictsBounces: false, aimError: 40 },
  normal: { paddleSpeed: 280, reactsFrom: 0.35, predictsBounces: false, aimError: 24 },
  hard: { paddleSpeed: 400, reactsFrom: 0, predictsBounces: true, aimError: 10 },
};

const FACE_X = FIELD.width - PADDLE.inset - PADDLE.width;

/** Where the ball's centre will be when it reaches the computer's paddle, bouncing off the walls. */
export function arrivalY(ball: PongState['ball']): number {
  if (ball.vx <= 0) return ball.y;
  const top = BALL_SIZE / 2;
  const span = FIELD.height - BALL_SIZE;
  const travelled = ball.y - top + (ball.vy * (FACE_X - BALL_SIZE / 2 - ball.x)) / ball.vx;
  // Unfold the bounces: the path is a zigzag with period twice the span.
  const folded = ((travelled % (2 * span)) + 2 * span) % (2 * span);
  return top + (folded <= span ? folded : 2 * span - folded);
}

// Between -1 and 1, different for each hit and serve, the same for the same rally.
function aimWobble(state: PongState): number {
  return (((state.serves * 7 + state.rally * 13) % 9) - 4) / 4;
}

/** The computer paddle's centre after `dt` seconds. */
export function computerPaddleMove(state: PongState, difficulty: PongDifficulty, dt: number): number {
  const skill = COMPUTER_SKILL[difficulty];
  const { ball } = state;
  const coming = state.phase === 'play' && ball.vx > 0 && ball.x >= FIELD.width * skill.reactsFrom;
  const target = coming
    ? (skill.predictsBounces ? arrivalY(ball) : ball.y) + aimWobble(state) * skill.aimError
    : FIELD.height / 2;
  return moveToward(state.computer, target, skill.paddleSpeed * dt);
}
