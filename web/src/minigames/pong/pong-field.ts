// The pong field: sizes, the state and the paddles' limits, shared by the physics and the computer player.

/** The field in its own units; the canvas scales it to whatever size the screen gives. */
export const FIELD = { width: 640, height: 400 } as const;
export const PADDLE = { width: 10, height: 70, inset: 16 } as const;
export const BALL_SIZE = 10;

export type Side = 'player' | 'computer';

export interface Ball {
  /** Centre. */
  x: number;
  y: number;
  /** Units per second. */
  vx: number;
  vy: number;
}

export interface PongState {
  ball: Ball;
  /** Paddle centres (y); the player's paddle is on the left. */
  player: number;
  computer: number;
  score: Record<Side, number>;
  phase: 'serve' | 'play' | 'over';
  /** Seconds until the next serve. */
  serveIn: number;
  /** The side the next serve goes to: the one that conceded the last point. */
  serveTo: Side;
  serves: number;
  /** Paddle hits since the serve. */
  rally: number;
}

const HALF_PADDLE = PADDLE.height / 2;

export const clampPaddle = (y: number) => Math.min(FIELD.height - HALF_PADDLE, Math.max(HALF_PADDLE, y));

/** Moves a paddle centre toward `target` by at most `maxDistance`. */
export function moveToward(y: number, target: number, maxDistance: number): number {
  return clampPaddle(y + Math.max(-maxDistance, Math.min(maxDistance, target - y)));
}
