import { describe, expect, it } from 'vitest';
import { advance, MAX_FRAME_SECONDS } from './fixed-step.ts';
import { STEP_SECONDS, newMatch, step, type PongInput } from './pong-physics.ts';
import type { PongState } from './pong-field.ts';

const input: PongInput = { direction: 1, target: null };

function playFor(seconds: number, framesPerSecond: number) {
  let clocked = { state: newMatch(), carry: 0 };
  for (let frame = 0; frame < seconds * framesPerSecond; frame += 1) {
    clocked = advance(clocked.state, clocked.carry, 1 / framesPerSecond, input, 'normal');
  }
  return clocked.state;
}

describe('fixed time step', () => {
  it('plays the same game at 30, 60 and 144 frames a second', () => {
    const at60 = playFor(3, 60);
    expect(playFor(3, 30)).toEqual(at60);
    expect(playFor(3, 144)).toEqual(at60);
    // The match really moved: the ball was served and the player's paddle went down.
    expect(at60.serves).toBeGreaterThan(0);
    expect(at60.player).toBeGreaterThan(newMatch().player);
  });

  it('is the same as stepping the physics one step at a time', () => {
    let stepped: PongState = newMatch();
    for (let i = 0; i < 240; i += 1) stepped = step(stepped, input, 'normal').state;
    expect(playFor(2, 60)).toEqual(stepped);
  });

  it('keeps the time left over for the next frame', () => {
    const { carry, state } = advance(newMatch(), 0, STEP_SECONDS * 2.5, input, 'easy');
    expect(carry).toBeCloseTo(STEP_SECONDS / 2);
    expect(state.serveIn).toBeCloseTo(1 - 2 * STEP_SECONDS);
  });

  it('catches up at most a quarter of a second after a stall', () => {
    const late = advance(newMatch(), 0, 5, input, 'easy');
    expect(late.state.serveIn).toBeCloseTo(1 - Math.round(MAX_FRAME_SECONDS / STEP_SECONDS) * STEP_SECONDS);
  });
});
