import { useEffect } from 'react';

/** Calls `pause` when the tab is hidden; the game then waits until the player resumes it. */
export function usePauseWhenHidden(pause: () => void): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') pause();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [pause]);
}
