// Sound effects for the minigames, synthesised with the Web Audio API (no audio files), and only
// while the player has sound effects switched on.
import { useCallback } from 'react';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';

export type GameSound =
  | 'cardPlayed'
  | 'roundWon'
  | 'roundLost'
  | 'roundTied'
  | 'paddle'
  | 'wall'
  | 'pointWon'
  | 'pointLost'
  | 'matchWon'
  | 'matchLost';

interface Tone {
  /** Hz, played one after the other. */
  notes: readonly number[];
  wave: OscillatorType;
  /** Seconds per note. */
  length: number;
}

const TONES: Record<GameSound, Tone> = {
  cardPlayed: { notes: [520], wave: 'triangle', length: 0.06 },
  roundWon: { notes: [660, 880], wave: 'square', length: 0.09 },
  roundLost: { notes: [330, 220], wave: 'square', length: 0.1 },
  roundTied: { notes: [440, 440], wave: 'triangle', length: 0.07 },
  paddle: { notes: [480], wave: 'square', length: 0.04 },
  wall: { notes: [300], wave: 'square', length: 0.03 },
  pointWon: { notes: [720, 960], wave: 'triangle', length: 0.08 },
  pointLost: { notes: [260, 200], wave: 'triangle', length: 0.1 },
  matchWon: { notes: [523, 659, 784, 1047], wave: 'square', length: 0.12 },
  matchLost: { notes: [392, 330, 262], wave: 'square', length: 0.16 },
};

let context: AudioContext | null = null;

export function playGameSound(sound: GameSound): void {
  try {
    context ??= new AudioContext();
    const tone = TONES[sound];
    const start = context.currentTime;
    tone.notes.forEach((frequency, index) => {
      const at = start + index * tone.length;
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.06, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.length + 0.01);
    });
  } catch {
    // No audio device or autoplay refused: sound effects are a nicety, never an error.
  }
}

/** Plays a game sound only while the user has sound effects switched on. */
export function useGameSound(): (sound: GameSound) => void {
  const { soundEffects } = usePreferences();
  return useCallback(
    (sound: GameSound) => {
      if (soundEffects) playGameSound(sound);
    },
    [soundEffects],
  );
}
