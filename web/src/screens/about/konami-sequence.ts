/** The classic code, as `KeyboardEvent.key` values; letters are compared case-insensitively. */
export const KONAMI_SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

// Pressing Shift to type a capital B must not break the sequence.
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/**
 * For each matched length, how much of the sequence the same keys still end with
 * (the Knuth–Morris–Pratt failure table): after "↑ ↑ ↑" the last two ups still count.
 */
const FALLBACK: number[] = KONAMI_SEQUENCE.map(() => 0);
for (let i = 1, matched = 0; i < KONAMI_SEQUENCE.length; i++) {
  while (matched > 0 && KONAMI_SEQUENCE[i] !== KONAMI_SEQUENCE[matched]) matched = FALLBACK[matched - 1]!;
  if (KONAMI_SEQUENCE[i] === KONAMI_SEQUENCE[matched]) matched++;
  FALLBACK[i] = matched;
}

function normalise(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * The progress after one more key press. Progress equal to `KONAMI_SEQUENCE.length` means the
 * code is complete; a key after completion starts a new attempt.
 */
export function advanceKonami(progress: number, key: string): number {
  if (MODIFIER_KEYS.has(key)) return progress;
  const pressed = normalise(key);
  let matched = progress > 0 && progress < KONAMI_SEQUENCE.length ? progress : 0;
  while (matched > 0 && KONAMI_SEQUENCE[matched] !== pressed) matched = FALLBACK[matched - 1]!;
  return KONAMI_SEQUENCE[matched] === pressed ? matched + 1 : 0;
}
