import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, USERNAME_PATTERN } from '#shared/rules';
import { firstFreeUsername, usernameFromEmail } from './username.ts';

describe('a username from an email address', () => {
  it('keeps letters and digits, drops accents and turns other characters into single underscores', () => {
    expect(usernameFromEmail('Zoë.Kart+games@example.org')).toBe('Zoe_Kart_games');
    expect(usernameFromEmail('..ada--lovelace..@example.org')).toBe('ada_lovelace');
  });

  it('pads a one- or two-character local part to the minimum length', () => {
    expect(usernameFromEmail('ab@example.org')).toBe('ab0');
    expect(usernameFromEmail('a@example.org')).toBe('a00');
  });

  it('falls back to "player" when nothing usable is left', () => {
    expect(usernameFromEmail('...@example.org')).toBe('player');
    expect(usernameFromEmail('山田@example.jp')).toBe('player');
  });

  it('cuts a long local part to 20 characters without a trailing underscore', () => {
    expect(usernameFromEmail(`${'a'.repeat(30)}@example.org`)).toBe('a'.repeat(20));
    expect(usernameFromEmail(`${'b'.repeat(19)}.tail@example.org`)).toBe('b'.repeat(19));
  });

  it('always follows the username rule, whatever the address', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (local) => {
        const username = usernameFromEmail(`${local}@example.org`);
        expect(username).toMatch(USERNAME_PATTERN);
        expect(username.length).toBeGreaterThanOrEqual(LIMITS.usernameMin);
        expect(username.length).toBeLessThanOrEqual(LIMITS.usernameMax);
      }),
    );
  });
});

describe('the first free username', () => {
  it('is the base itself when nobody has it', () => {
    expect(firstFreeUsername('ada', new Set(['bob']))).toBe('ada');
  });

  it('numbers from 2, comparing case-insensitively', () => {
    expect(firstFreeUsername('Ada', new Set(['ada']))).toBe('Ada2');
    expect(firstFreeUsername('ada', new Set(['ada', 'ada2', 'ada3']))).toBe('ada4');
  });

  it('shortens a 20-character base so the number still fits in 20 characters', () => {
    const base = 'abcdefghijklmnopqrst';
    expect(firstFreeUsername(base, new Set([base]))).toBe('abcdefghijklmnopqrs2');
    const taken = new Set([base, ...Array.from({ length: 8 }, (_, i) => `abcdefghijklmnopqrs${i + 2}`)]);
    expect(firstFreeUsername(base, taken)).toBe('abcdefghijklmnopqr10');
  });
});
