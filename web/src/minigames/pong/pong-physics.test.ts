import { describe, expect, it } from 'vitest';
import { PONG } from '#shared/minigame-rules';
import { BALL_SIZE, FIELD, PADDLE, type PongState } from './pong-field.ts';
import {
  MAX_BOUNCE_ANGLE,
  SERVE_DELAY_SECONDS,
  SPEEDS,
  STEP_SECONDS,
  newMatch,
  pongResult,
  step,
  type PongInput,
} from './pong-physics.ts';

const still: PongInput = { direction: 0, target: null };
const PLAYER_FACE = PADDLE.inset + PADDLE.width;
const COMPUTER_FACE = FIELD.width - PADDLE.inset - PADDLE.width;

/** A rally in progress with the ball where a test wants it. */
const playing = (ball: Partial<PongState['ball']>, overrides: Partial<PongState> = {}): PongState => ({
  ...newMatch(),
  phase: 'play',
  ball: { x: FIELD.width / 2, y: FIELD.height / 2, vx: 0, vy: 0, ...ball },
  ...overrides,
});

/** Steps until `done` says stop (at most `limit` steps). */
function run(state: PongState, done: (s: PongState) => boolean, input = still, limit = 2000) {
  const events = [];
  for (let i = 0; i < limit && !done(state); i += 1) {
    const result = step(state, input, 'hard');
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('paddles', () => {
  it('return a ball that hits the centre straight back, a little faster', () => {
    const start = playing({ x: PLAYER_FACE + 10, y: 200, vx: -SPEEDS.serve }, { player: 200 });
    const { state, events } = run(start, (s) => s.ball.vx > 0);
    expect(events).toContainEqual({ kind: 'paddle', side: 'player' });
    expect(state.ball.vx).toBeCloseTo(SPEEDS.serve * SPEEDS.gainPerHit);
    expect(state.ball.vy).toBeCloseTo(0);
    expect(state.rally).toBe(1);
  });

  it("send a ball off a paddle's edge away at the steepest angle", () => {
    // The ball's lower edge just touches the top end of the player's paddle.
    const edge = 200 - PADDLE.height / 2 - BALL_SIZE / 2 + 0.5;
    const { state, events } = run(
      playing({ x: PLAYER_FACE + 6, y: edge, vx: -SPEEDS.serve }, { player: 200 }),
      (s) => s.ball.vx > 0,
      still,
      10,
    );
    expect(events).toContainEqual({ kind: 'paddle', side: 'player' });
    const angle = Math.atan2(state.ball.vy, state.ball.vx);
    expect(angle).toBeLessThan(-MAX_BOUNCE_ANGLE * 0.95);
  });

  it("let a ball that misses the paddle's edge by a hair through, and the computer scores", () => {
    const miss = 200 - PADDLE.height / 2 - BALL_SIZE / 2 - 0.5;
    const { state, events } = run(
      playing({ x: PLAYER_FACE + 6, y: miss, vx: -SPEEDS.serve }, { player: 200 }),
      (s) => s.phase !== 'play',
    );
    expect(events.some((e) => e.kind === 'paddle')).toBe(false);
    expect(events).toContainEqual({ kind: 'point', side: 'computer' });
    expect(state.score).toEqual({ player: 0, computer: 1 });
  });

  it('stop the fastest ball even when it would cross the paddle within one step', () => {
    const start = playing({ x: COMPUTER_FACE - BALL_SIZE / 2 - 1, y: 120, vx: SPEEDS.max }, { computer: 120 });
    const { state, events } = step(start, still, 'hard');
    expect(events).toEqual([{ kind: 'paddle', side: 'computer' }]);
    expect(state.ball.vx).toBeLessThan(0);
    expect(Math.hypot(state.ball.vx, state.ball.vy)).toBeCloseTo(SPEEDS.max);
    expect(state.ball.x).toBe(COMPUTER_FACE - BALL_SIZE / 2);
  });

  it("answer the player's keys, stopping at the walls, and follow a dragging finger", () => {
    const down = step(newMatch(), { direction: 1, target: null }, 'easy').state;
    expect(down.player).toBeCloseTo(FIELD.height / 2 + SPEEDS.playerPaddle * STEP_SECONDS);
    const top = run(newMatch(), () => false, { direction: -1, target: null }, 200).state;
    expect(top.player).toBe(PADDLE.height / 2);
    const dragged = run(newMatch(), () => false, { direction: 0, target: 300 }, 200).state;
    expect(dragged.player).toBe(300);
  });
});

describe('walls', () => {
  it('bounce the ball back into the field at the top and the bottom', () => {
    const up = step(playing({ y: BALL_SIZE / 2 + 1, vx: 100, vy: -480 }), still, 'hard');
    expect(up.events).toEqual([{ kind: 'wall' }]);
    expect(up.state.ball.vy).toBe(480);
    expect(up.state.ball.y).toBeGreaterThanOrEqual(BALL_SIZE / 2);
    const down = step(playing({ y: FIELD.height - BALL_SIZE / 2 - 1, vx: 100, vy: 480 }), still, 'hard');
    expect(down.state.ball.vy).toBe(-480);
    expect(down.state.ball.y).toBeLessThanOrEqual(FIELD.height - BALL_SIZE / 2);
  });
});

describe('points and serves', () => {
  it('give the point to the player when the ball passes the computer, then serve toward the computer', () => {
    const scored = step(
      playing({ x: FIELD.width + BALL_SIZE / 2 - 1, y: 20, vx: 300 }, { computer: 350 }),
      still,
      'hard',
    );
    expect(scored.events).toEqual([{ kind: 'point', side: 'player' }]);
    expect(scored.state).toMatchObject({ phase: 'serve', serveTo: 'computer', score: { player: 1, computer: 0 } });
    expect(scored.state.ball).toEqual({ x: FIELD.width / 2, y: FIELD.height / 2, vx: 0, vy: 0 });

    const steps = Math.round(SERVE_DELAY_SECONDS / STEP_SECONDS);
    const { state, events } = run(scored.state, (s) => s.phase === 'play', still, steps + 1);
    expect(events).toEqual([{ kind: 'serve' }]);
    expect(state.ball.vx).toBeGreaterThan(0);
    expect(Math.hypot(state.ball.vx, state.ball.vy)).toBeCloseTo(SPEEDS.serve);
  });

  it('serve the first ball to the player after the serve delay', () => {
    const almost = run(newMatch(), () => false, still, Math.round(SERVE_DELAY_SECONDS / STEP_SECONDS) - 1).state;
    expect(almost.phase).toBe('serve');
    const served = step(almost, still, 'easy').state;
    expect(served.phase).toBe('play');
    expect(served.ball.vx).toBeLessThan(0);
  });

  it(`end the match when a side reaches ${PONG.pointsToWin}, and nothing moves after`, () => {
    const matchPoint = playing(
      { x: -BALL_SIZE / 2 + 1, vx: -300 },
      { score: { player: 4, computer: PONG.pointsToWin - 1 } },
    );
    const { state, events } = step(matchPoint, still, 'normal');
    expect(events).toEqual([
      { kind: 'point', side: 'computer' },
      { kind: 'over', winner: 'computer' },
    ]);
    expect(state.phase).toBe('over');
    expect(step(state, { direction: 1, target: null }, 'normal').state).toBe(state);
    expect(pongResult(state, 'normal')).toEqual({
      game: 'pong',
      playerScore: 4,
      opponentScore: 7,
      difficulty: 'normal',
    });
  });
});

describe('determinism', () => {
  it('gives the same match from the same inputs', () => {
    const inputs: PongInput[] = Array.from({ length: 3000 }, (_, i) => ({
      direction: ([-1, 0, 1] as const)[Math.floor(i / 50) % 3]!,
      target: null,
    }));
    const play = () => inputs.reduce((state, input) => step(state, input, 'normal').state, newMatch());
    expect(play()).toEqual(play());
  });
});
