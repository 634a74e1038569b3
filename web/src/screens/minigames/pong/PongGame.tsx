import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PongDifficulty, MinigameResultInput } from '#shared/minigame-rules';
import { advance } from '../../../minigames/pong/fixed-step.ts';
import { FIELD, type PongState } from '../../../minigames/pong/pong-field.ts';
import { newMatch, pongResult, type PongEvent } from '../../../minigames/pong/pong-physics.ts';
import {
  addEffects,
  ageEffects,
  drawPong,
  noEffects,
  readThemeColours,
} from '../../../minigames/pong/pong-renderer.ts';
import { useGameSound, type GameSound } from '../../../minigames/game-sounds.ts';
import { useReducedMotion } from '../../../minigames/useReducedMotion.ts';
import { usePauseWhenHidden } from '../../../minigames/usePauseWhenHidden.ts';
import { usePreferences } from '../../../preferences/PreferencesProvider.tsx';
import { usePongKeys } from './usePongKeys.ts';

function soundOf(event: PongEvent): GameSound | null {
  if (event.kind === 'paddle') return 'paddle';
  if (event.kind === 'wall') return 'wall';
  if (event.kind === 'point') return event.side === 'player' ? 'pointWon' : 'pointLost';
  if (event.kind === 'over') return event.winner === 'player' ? 'matchWon' : 'matchLost';
  return null;
}

/** One match to 7 on a canvas, drawn at the display's refresh rate over fixed physics steps. */
export function PongGame({
  difficulty,
  onOver,
}: {
  difficulty: PongDifficulty;
  onOver: (result: MinigameResultInput) => void;
}) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const gameArea = useRef<HTMLDivElement>(null);
  const game = useRef({ state: newMatch() as PongState, carry: 0, effects: noEffects() });
  const touchTarget = useRef<number | null>(null);
  const [score, setScore] = useState({ player: 0, computer: 0 });
  const [paused, setPaused] = useState(false);
  const [over, setOver] = useState(false);
  const pausedNow = useRef(false);
  const reducedMotion = useReducedMotion();
  const sound = useGameSound();
  const { theme } = usePreferences();

  const togglePause = useCallback(() => setPaused((value) => !value), []);
  const pause = useCallback(() => setPaused(true), []);
  usePauseWhenHidden(pause);
  const direction = usePongKeys(!over, togglePause);
  useEffect(() => {
    pausedNow.current = paused;
  }, [paused]);
  useEffect(() => {
    // Focusing the Pause button below the field would scroll only as far as the button, leaving the
    // field's top under the sticky header. The score and the field go to the top instead (the
    // page's scroll padding keeps them below the header), and the CSS sizes the field to fit under it.
    pauseButton.current?.focus({ preventScroll: true });
    gameArea.current?.scrollIntoView({ block: 'start' });
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    // The theme is a dependency: a new theme means new colours.
    const colours = readThemeColours(element);
    let last: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      frame = requestAnimationFrame(tick);
      const elapsed = last === null ? 0 : (now - last) / 1000;
      last = now;
      const current = game.current;
      if (!pausedNow.current && current.state.phase !== 'over') {
        const input = {
          direction: touchTarget.current === null ? direction() : 0,
          target: touchTarget.current,
        } as const;
        const next = advance(current.state, current.carry, elapsed, input, difficulty);
        current.state = next.state;
        current.carry = next.carry;
        current.effects = addEffects(current.effects, next.events, next.state, reducedMotion);
        for (const event of next.events) {
          const effect = soundOf(event);
          if (effect) sound(effect);
          if (event.kind === 'point') setScore({ ...next.state.score });
          if (event.kind === 'over') {
            setOver(true);
            onOver(pongResult(next.state, difficulty));
          }
        }
      }
      current.effects = ageEffects(current.effects, elapsed);
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(element.clientWidth * ratio);
      const height = Math.round(element.clientHeight * ratio);
      if (element.width !== width || element.height !== height) Object.assign(element, { width, height });
      drawPong(context, current.state, colours, current.effects, element.width, element.height);
      element.dataset.playerY = String(Math.round(current.state.player));
      element.dataset.ballX = String(Math.round(current.state.ball.x));
    });
    return () => cancelAnimationFrame(frame);
  }, [difficulty, direction, onOver, reducedMotion, sound, theme]);

  const steer = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture(event.pointerId);
    else if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = event.currentTarget.getBoundingClientRect();
    touchTarget.current = ((event.clientY - box.top) / box.height) * FIELD.height;
  };
  const release = () => {
    touchTarget.current = null;
  };

  const player = score.player;
  const computer = score.computer;
  return (
    <div className="pong-game" ref={gameArea}>
      <p className="pong-score" aria-live="polite" aria-atomic="true">
        <Trans>
          You {player} – {computer} Computer
        </Trans>
      </p>
      <canvas
        ref={canvas}
        className="pong-canvas"
        role="img"
        aria-label={t`Pong field`}
        aria-describedby="pong-description"
        onPointerDown={steer}
        onPointerMove={steer}
        onPointerUp={release}
        onPointerCancel={release}
      />
      <p id="pong-description" className="visually-hidden">
        <Trans>
          Your paddle is on the left, the computer's on the right. The ball bounces off the top and bottom walls; a ball
          that gets past a paddle is a point for the other side.
        </Trans>
      </p>
      <p role="status" className="pong-status">
        {over && player > computer && (
          <strong>
            <Trans>
              You won {player} to {computer}!
            </Trans>
          </strong>
        )}
        {over && player < computer && (
          <strong>
            <Trans>
              The computer won {computer} to {player}.
            </Trans>
          </strong>
        )}
        {!over && paused && <Trans>Paused. Press Space or Escape, or the Resume button, to play on.</Trans>}
      </p>
      {!over && (
        <button type="button" ref={pauseButton} onClick={togglePause}>
          {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
        </button>
      )}
    </div>
  );
}
