// Runs the physics in fixed steps from whatever time the display's frames give, so the game runs
// at the same speed at 30, 60 or 144 frames a second.
import type { PongDifficulty } from '#shared/minigame-rules';
import type { PongState } from './pong-field.ts';
import { STEP_SECONDS, step, type PongEvent, type PongInput } from './pong-physics.ts';

/** A longer gap (a stalled tab) is cut to this, so the game never jumps far ahead at once. */
export const MAX_FRAME_SECONDS = 0.25;
// Floating-point sums of frame times land a hair below a whole step; this keeps them whole.
const EPSILON = 1e-9;

export interface Clocked {
  state: PongState;
  /** Time not yet simulated, less than one step. */
  carry: number;
  events: PongEvent[];
}

export function advance(
  state: PongState,
  carry: number,
  elapsedSeconds: number,
  input: PongInput,
  difficulty: PongDifficulty,
): Clocked {
  let time = carry + Math.min(Math.max(elapsedSeconds, 0), MAX_FRAME_SECONDS);
  let current = state;
  const events: PongEvent[] = [];
  while (time >= STEP_SECONDS - EPSILON) {
    const result = step(current, input, difficulty);
    current = result.state;
    events.push(...result.events);
    time -= STEP_SECONDS;
  }
  return { state: current, carry: Math.max(0, time), events };
}
