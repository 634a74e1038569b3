import { useCallback } from 'react';
import { usePreferences } from './PreferencesProvider.tsx';

let context: AudioContext | null = null;

/** A short, quiet click synthesised with WebAudio, so no sound file has to be downloaded. */
export function playClick(): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(880, now);
    oscillator.frequency.exponentialRampToValueAtTime(440, now + 0.05);
    gain.gain.setValueAtTime(0.05, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.06);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.07);
  } catch {
    // No audio device or autoplay refused: sound effects are a nicety, never an error.
  }
}

/** Returns a function that clicks only while the user has sound effects switched on. */
export function useClickSound(): () => void {
  const { soundEffects } = usePreferences();
  return useCallback(() => {
    if (soundEffects) playClick();
  }, [soundEffects]);
}
