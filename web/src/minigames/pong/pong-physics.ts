// Pong physics: ball, paddles, walls, points and serves, one fixed time step at a time. Pure and
// deterministic: the same state, input and difficulty always give the same next state.
import { PONG, type MinigameResultInput, type PongDifficulty } from '#shared/minigame-rules';
import { computerPaddleMove } from './pong-computer.ts';
import {
  BALL_SIZE,
  FIELD,
  PADDLE,
  clampPaddle,
  moveToward,
  type Ball,
  type PongState,
  type Side,
} from './pong-field.ts';

/** Physics runs at 120 steps per second whatever the display's refresh rate. */
export const STEP_SECONDS = 1 / 120;
export const SPEEDS = {
  serve: 300,
  max: 720,
  /** Each paddle hit multiplies the ball's speed by this, up to `max`. */
  gainPerHit: 1.06,
  playerPaddle: 420,
} as const;
/** A ball off a paddle's very end leaves at this angle from the horizontal. */
export const MAX_BOUNCE_ANGLE = Math.PI / 3;
export const SERVE_DELAY_SECONDS = 1;
// Serve angles in turn, so serves vary without randomness.
const SERVE_ANGLES = [0.35, -0.2, 0.5, -0.45, 0.1, -0.3, 0.25] as const;

export interface PongInput {
  /** From the keys: -1 up, 1 down, 0 still. */
  direction: -1 | 0 | 1;
  /** Where a finger dragging the paddle wants its centre; null without touch. */
  target: number | null;
}

export type PongEvent =
  | { kind: 'paddle'; side: Side }
  | { kind: 'wall' }
  | { kind: 'point'; side: Side }
  | { kind: 'serve' }
  | { kind: 'over'; winner: Side };

const HALF_BALL = BALL_SIZE / 2;
const HALF_PADDLE = PADDLE.height / 2;
const PLAYER_FACE = PADDLE.inset + PADDLE.width;
const COMPUTER_FACE = FIELD.width - PADDLE.inset - PADDLE.width;

const centredBall = (): Ball => ({ x: FIELD.width / 2, y: FIELD.height / 2, vx: 0, vy: 0 });

export function newMatch(): PongState {
  return {
    ball: centredBall(),
    player: FIELD.height / 2,
    computer: FIELD.height / 2,
    score: { player: 0, computer: 0 },
    phase: 'serve',
    serveIn: SERVE_DELAY_SECONDS,
    serveTo: 'player',
    serves: 0,
    rally: 0,
  };
}

function movePlayer(y: number, input: PongInput, dt: number): number {
  const reach = SPEEDS.playerPaddle * dt;
  // A dragging finger may move the paddle faster than the keys: it follows the finger.
  if (input.target !== null) return moveToward(y, input.target, reach * 2);
  return clampPaddle(y + input.direction * reach);
}

/**
 * Where, if anywhere, the ball crosses a paddle's face during this step: swept, so a fast ball
 * cannot pass through. A ball whose edge touches the paddle's end counts as a hit.
 */
function paddleContact(from: Ball, to: Ball, faceX: number, paddleY: number, side: Side): number | null {
  const edge = (ball: Ball) => (side === 'player' ? ball.x - HALF_BALL : ball.x + HALF_BALL);
  const before = edge(from) - faceX;
  const after = edge(to) - faceX;
  const crosses = side === 'player' ? before >= 0 && after < 0 : before <= 0 && after > 0;
  if (!crosses) return null;
  const y = from.y + (to.y - from.y) * (before / (before - after));
  return Math.abs(y - paddleY) <= HALF_PADDLE + HALF_BALL ? y : null;
}

/** The ball leaving a paddle: the further from the centre it hit, the steeper; a little faster each hit. */
export function bounceOffPaddle(ball: Ball, contactY: number, paddleY: number, side: Side): Ball {
  const offset = Math.max(-1, Math.min(1, (contactY - paddleY) / (HALF_PADDLE + HALF_BALL)));
  const angle = offset * MAX_BOUNCE_ANGLE;
  const speed = Math.min(SPEEDS.max, Math.hypot(ball.vx, ball.vy) * SPEEDS.gainPerHit);
  const direction = side === 'player' ? 1 : -1;
  return {
    x: side === 'player' ? PLAYER_FACE + HALF_BALL : COMPUTER_FACE - HALF_BALL,
    y: contactY,
    vx: direction * speed * Math.cos(angle),
    vy: speed * Math.sin(angle),
  };
}

function serve(state: PongState): PongState {
  const angle = SERVE_ANGLES[state.serves % SERVE_ANGLES.length]!;
  const direction = state.serveTo === 'player' ? -1 : 1;
  return {
    ...state,
    phase: 'play',
    serves: state.serves + 1,
    rally: 0,
    ball: { ...centredBall(), vx: direction * SPEEDS.serve * Math.cos(angle), vy: SPEEDS.serve * Math.sin(angle) },
  };
}

function scorePoint(state: PongState, scorer: Side, events: PongEvent[]): PongState {
  const score = { ...state.score, [scorer]: state.score[scorer] + 1 };
  events.push({ kind: 'point', side: scorer });
  const over = score[scorer] >= PONG.pointsToWin;
  if (over) events.push({ kind: 'over', winner: scorer });
  return {
    ...state,
    score,
    ball: centredBall(),
    phase: over ? 'over' : 'serve',
    serveIn: SERVE_DELAY_SECONDS,
    serveTo: scorer === 'player' ? 'computer' : 'player',
  };
}

/** One physics step of `dt` seconds (STEP_SECONDS in the game). */
export function step(
  state: PongState,
  input: PongInput,
  difficulty: PongDifficulty,
  dt: number = STEP_SECONDS,
): { state: PongState; events: PongEvent[] } {
  const events: PongEvent[] = [];
  if (state.phase === 'over') return { state, events };
  let next: PongState = {
    ...state,
    player: movePlayer(state.player, input, dt),
    computer: computerPaddleMove(state, difficulty, dt),
  };
  if (next.phase === 'serve') {
    next = { ...next, serveIn: next.serveIn - dt };
    // Sums of float steps land a hair off the delay; the epsilon keeps the serve on its step.
    if (next.serveIn <= 1e-9) {
      events.push({ kind: 'serve' });
      next = serve(next);
    }
    return { state: next, events };
  }

  const from = next.ball;
  let ball: Ball = { ...from, x: from.x + from.vx * dt, y: from.y + from.vy * dt };
  if (ball.y - HALF_BALL < 0 || ball.y + HALF_BALL > FIELD.height) {
    // Mirror the overshoot back into the field.
    const wall = ball.y - HALF_BALL < 0 ? HALF_BALL : FIELD.height - HALF_BALL;
    ball = { ...ball, y: 2 * wall - ball.y, vy: -ball.vy };
    events.push({ kind: 'wall' });
  }
  for (const side of ['player', 'computer'] as const) {
    const paddleY = side === 'player' ? next.player : next.computer;
    const contact = paddleContact(from, ball, side === 'player' ? PLAYER_FACE : COMPUTER_FACE, paddleY, side);
    if (contact !== null) {
      ball = bounceOffPaddle(ball, contact, paddleY, side);
      next = { ...next, rally: next.rally + 1 };
      events.push({ kind: 'paddle', side });
    }
  }
  next = { ...next, ball };
  if (ball.x + HALF_BALL < 0) return { state: scorePoint(next, 'computer', events), events };
  if (ball.x - HALF_BALL > FIELD.width) return { state: scorePoint(next, 'player', events), events };
  return { state: next, events };
}

/** The finished match as the API and the local record take it. */
export function pongResult(state: PongState, difficulty: PongDifficulty): MinigameResultInput {
  return { game: 'pong', playerScore: state.score.player, opponentScore: state.score.computer, difficulty };
}
