import { describe, expect, it } from 'vitest';
import { BALL_SIZE, FIELD, PADDLE, type PongState } from './pong-field.ts';
import { arrivalY, computerPaddleMove } from './pong-computer.ts';
import { SPEEDS, newMatch, step } from './pong-physics.ts';

const FACE = FIELD.width - PADDLE.inset - PADDLE.width - BALL_SIZE / 2;
const playing = (ball: Partial<PongState['ball']>, overrides: Partial<PongState> = {}): PongState => ({
  ...newMatch(),
  phase: 'play',
  ball: { x: FIELD.width / 2, y: FIELD.height / 2, vx: 0, vy: 0, ...ball },
  ...overrides,
});

describe("the computer's paddle", () => {
  it('works out where the ball arrives, bouncing off the walls', () => {
    expect(arrivalY({ x: FACE - 100, y: 200, vx: 100, vy: 0 })).toBeCloseTo(200);
    expect(arrivalY({ x: FACE - 100, y: 200, vx: 100, vy: 50 })).toBeCloseTo(250);
    // 300 units down from 200 meets the bottom wall (395) after 195 and comes back 105.
    expect(arrivalY({ x: FACE - 100, y: 200, vx: 100, vy: 300 })).toBeCloseTo(FIELD.height - BALL_SIZE / 2 - 105);
  });

  it('goes back to the middle while the ball moves away', () => {
    const state = playing({ x: 500, vx: -300 }, { computer: 100 });
    expect(computerPaddleMove(state, 'hard', 0.1)).toBeCloseTo(140);
  });

  it('waits on easy until the ball is past the middle, and reacts at once on hard', () => {
    const early = playing({ x: 250, y: 350, vx: 300 }, { computer: 200 });
    expect(computerPaddleMove(early, 'easy', 0.1)).toBe(200);
    expect(computerPaddleMove(early, 'hard', 0.1)).toBeGreaterThan(200);
  });

  it('returns a straight ball on hard', () => {
    let state = playing({ x: FIELD.width / 2, y: 120, vx: SPEEDS.serve, vy: 0 }, { computer: 300 });
    const events = [];
    for (let i = 0; i < 400 && state.ball.vx > 0 && state.phase === 'play'; i += 1) {
      const result = step(state, { direction: 0, target: null }, 'hard');
      state = result.state;
      events.push(...result.events);
    }
    expect(events).toContainEqual({ kind: 'paddle', side: 'computer' });
    expect(state.score).toEqual({ player: 0, computer: 0 });
  });
});
