// Draws a pong state on a canvas in the current theme's colours, with the decorative effects
// (particles on a hit, a shake and a flash on a point) that reduced motion leaves out.
import { BALL_SIZE, FIELD, PADDLE, type PongState } from './pong-field.ts';
import type { PongEvent } from './pong-physics.ts';

export interface ThemeColours {
  field: string;
  lines: string;
  ball: string;
  player: string;
  computer: string;
  flash: string;
}

/** The theme's custom properties as the canvas needs them; read again whenever the theme changes. */
export function readThemeColours(element: Element): ThemeColours {
  const style = getComputedStyle(element);
  const value = (name: string) => style.getPropertyValue(name).trim();
  return {
    field: value('--color-surface-2'),
    lines: value('--color-outline'),
    ball: value('--color-text'),
    player: value('--color-primary'),
    computer: value('--color-accent'),
    flash: value('--color-focus'),
  };
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
}

export interface Effects {
  particles: Particle[];
  /** Seconds left. */
  shake: number;
  flash: number;
}

export const noEffects = (): Effects => ({ particles: [], shake: 0, flash: 0 });

export function addEffects(
  effects: Effects,
  events: readonly PongEvent[],
  state: PongState,
  reducedMotion: boolean,
): Effects {
  if (reducedMotion) return noEffects();
  let next = effects;
  for (const event of events) {
    if (event.kind === 'paddle') {
      const sparks = Array.from({ length: 8 }, () => ({
        x: state.ball.x,
        y: state.ball.y,
        vx: (Math.random() - 0.5) * 260,
        vy: (Math.random() - 0.5) * 260,
        life: 0.35,
      }));
      next = { ...next, particles: [...next.particles, ...sparks] };
    }
    if (event.kind === 'point') next = { ...next, shake: 0.3, flash: 0.25 };
  }
  return next;
}

export function ageEffects(effects: Effects, dt: number): Effects {
  if (effects.particles.length === 0 && effects.shake <= 0 && effects.flash <= 0) return effects;
  return {
    particles: effects.particles
      .map((p) => ({ ...p, x: p.x + p.vx * dt, y: p.y + p.vy * dt, life: p.life - dt }))
      .filter((p) => p.life > 0),
    shake: Math.max(0, effects.shake - dt),
    flash: Math.max(0, effects.flash - dt),
  };
}

/** Paints one frame; `width` and `height` are the canvas's pixel size. */
export function drawPong(
  context: CanvasRenderingContext2D,
  state: PongState,
  colours: ThemeColours,
  effects: Effects,
  width: number,
  height: number,
): void {
  const scale = width / FIELD.width;
  context.save();
  context.setTransform(scale, 0, 0, height / FIELD.height, 0, 0);
  context.fillStyle = colours.field;
  context.fillRect(0, 0, FIELD.width, FIELD.height);
  if (effects.shake > 0)
    context.translate((Math.random() - 0.5) * 12 * effects.shake, (Math.random() - 0.5) * 12 * effects.shake);

  context.strokeStyle = colours.lines;
  context.lineWidth = 2;
  context.setLineDash([10, 10]);
  context.beginPath();
  context.moveTo(FIELD.width / 2, 0);
  context.lineTo(FIELD.width / 2, FIELD.height);
  context.stroke();
  context.setLineDash([]);

  context.fillStyle = colours.player;
  context.fillRect(PADDLE.inset, state.player - PADDLE.height / 2, PADDLE.width, PADDLE.height);
  context.fillStyle = colours.computer;
  context.fillRect(
    FIELD.width - PADDLE.inset - PADDLE.width,
    state.computer - PADDLE.height / 2,
    PADDLE.width,
    PADDLE.height,
  );

  context.fillStyle = colours.ball;
  if (state.phase !== 'over')
    context.fillRect(state.ball.x - BALL_SIZE / 2, state.ball.y - BALL_SIZE / 2, BALL_SIZE, BALL_SIZE);
  for (const particle of effects.particles) {
    context.globalAlpha = Math.max(0, particle.life / 0.35);
    context.fillRect(particle.x - 2, particle.y - 2, 4, 4);
  }
  context.globalAlpha = 1;

  if (effects.flash > 0) {
    context.globalAlpha = effects.flash;
    context.fillStyle = colours.flash;
    context.fillRect(0, 0, FIELD.width, FIELD.height);
    context.globalAlpha = 1;
  }
  context.restore();
}
