import { useEffect, useRef, useState } from 'react';
import { advanceKonami, KONAMI_SEQUENCE } from './konami-sequence.ts';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** True once the Konami code has been typed anywhere on the page (outside form fields). */
export function useKonamiCode(): boolean {
  const [unlocked, setUnlocked] = useState(false);
  // A ref, not state: every key press would otherwise re-render the page.
  const progress = useRef(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      progress.current = advanceKonami(progress.current, event.key);
      if (progress.current === KONAMI_SEQUENCE.length) setUnlocked(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return unlocked;
}
