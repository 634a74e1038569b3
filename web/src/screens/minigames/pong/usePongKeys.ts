import { useCallback, useEffect, useRef } from 'react';

const UP = new Set(['w', 'W', 'ArrowUp']);
const DOWN = new Set(['s', 'S', 'ArrowDown']);
const PAUSE = new Set([' ', 'Escape']);

function isFormControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A'].includes(target.tagName))
  );
}

/**
 * W/S and the arrow keys move the paddle while `active`; Space or Escape toggles the pause. Returns
 * the held direction (-1 up, 1 down), read by the game loop every frame.
 */
export function usePongKeys(active: boolean, togglePause: () => void) {
  const held = useRef(new Set<string>());

  useEffect(() => {
    const keys = held.current;
    if (!active) {
      keys.clear();
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (UP.has(event.key) || DOWN.has(event.key)) {
        // The page must not scroll while the player steers.
        event.preventDefault();
        keys.add(UP.has(event.key) ? 'up' : 'down');
      } else if (PAUSE.has(event.key) && !event.repeat) {
        // Space on a focused button presses that button instead.
        if (event.key === ' ' && isFormControl(event.target)) return;
        event.preventDefault();
        togglePause();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (UP.has(event.key)) keys.delete('up');
      if (DOWN.has(event.key)) keys.delete('down');
    };
    const onBlur = () => keys.clear();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      keys.clear();
    };
  }, [active, togglePause]);

  return useCallback(() => ((held.current.has('down') ? 1 : 0) - (held.current.has('up') ? 1 : 0)) as -1 | 0 | 1, []);
}
