import { describe, expect, it } from 'vitest';
import { advanceKonami, KONAMI_SEQUENCE } from './konami-sequence.ts';

const type = (keys: readonly string[], from = 0) => keys.reduce(advanceKonami, from);
const COMPLETE = KONAMI_SEQUENCE.length;
const CODE = [
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
];

describe('advanceKonami', () => {
  it('completes on the full sequence', () => {
    expect(type(CODE)).toBe(COMPLETE);
  });

  it('counts each correct key as one step of progress', () => {
    expect(CODE.map((_, index) => type(CODE.slice(0, index + 1)))).toEqual(CODE.map((_, index) => index + 1));
  });

  it('accepts capital B and A', () => {
    expect(type([...CODE.slice(0, 8), 'B', 'A'])).toBe(COMPLETE);
  });

  it('ignores the Shift press that comes before a capital letter', () => {
    expect(type([...CODE.slice(0, 8), 'Shift', 'B', 'Shift', 'A'])).toBe(COMPLETE);
  });

  it('resets the progress on a wrong key', () => {
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'x'])).toBe(0);
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'x', ...CODE.slice(3)])).not.toBe(COMPLETE);
  });

  it('counts a wrong key that is the first key of the code as a fresh start', () => {
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowUp'])).toBe(1);
  });

  it('still completes when the code is restarted mid-way', () => {
    expect(type(['ArrowUp', ...CODE])).toBe(COMPLETE);
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowLeft', ...CODE])).toBe(COMPLETE);
    expect(type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowUp', ...CODE])).toBe(COMPLETE);
  });

  it('starts a new attempt after a completed one', () => {
    expect(advanceKonami(COMPLETE, 'ArrowUp')).toBe(1);
    expect(advanceKonami(COMPLETE, 'z')).toBe(0);
  });
});
