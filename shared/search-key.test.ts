import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { companyNameKey, gameSearchKey, searchKey } from './search-key.ts';

describe('searchKey', () => {
  it('ignores accents and case', () => {
    expect(searchKey('Pokémon Red Version')).toContain('pokemon red');
  });

  it('matches half-width katakana against full-width katakana and hiragana', () => {
    const key = searchKey('ﾌｧｲﾅﾙﾌｧﾝﾀｼﾞｰ');
    expect(key).toContain(searchKey('ファイナル'));
    expect(key).toContain(searchKey('ふぁいなる'));
    expect(key).toBe(searchKey('ファイナルファンタジー'));
  });

  it('keeps the long-vowel mark in both widths', () => {
    expect(searchKey('ｰ')).toBe('ー');
    expect(searchKey('スーパー')).toBe('すーぱー');
  });

  it('ignores punctuation', () => {
    expect(searchKey('The Legend of Zelda: Ocarina of Time')).toContain(searchKey('zelda ocarina'));
    expect(searchKey('Zelda: Ocarina')).toBe(searchKey('zelda ocarina'));
  });

  it('folds full-width ASCII', () => {
    expect(searchKey('ＦＩＦＡ')).toBe('fifa');
  });

  it('keeps dakuten and handakuten distinct', () => {
    expect(searchKey('が')).not.toBe(searchKey('か'));
    expect(searchKey('ぱ')).not.toBe(searchKey('は'));
    expect(searchKey('ｶﾞ')).toBe(searchKey('が'));
  });

  it('spells out letters that have no accent decomposition', () => {
    expect(searchKey('Straße ÆON Øre Œuvre Łódź Đakovo')).toBe('strasse aeon ore oeuvre lodz dakovo');
  });

  it('keeps non-Latin letters and combining vowel signs', () => {
    expect(searchKey('Ωmega')).toBe('ωmega');
    expect(searchKey('हिन्दी')).toBe('हिन्दी');
  });

  it('returns an empty key for punctuation-only input', () => {
    expect(searchKey(' -:!? ')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const key = searchKey(text);
        expect(searchKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('never produces doubled, leading or trailing spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const key = searchKey(text);
        expect(key).not.toMatch(/ {2}/);
        expect(key).not.toMatch(/^ | $/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('gameSearchKey', () => {
  it('appends each distinct version title key once', () => {
    expect(gameSearchKey('Pokémon Red', ['POKÉMON RED', 'Pokemon Red Version', 'ポケットモンスター 赤', ''])).toBe(
      'pokemon red pokemon red version ぽけっともんすたー 赤',
    );
  });

  it('stays within 2000 characters', () => {
    const versions = Array.from({ length: 100 }, (_, i) => `Version title number ${i} ${'x'.repeat(30)}`);
    expect(gameSearchKey('Game', versions).length).toBeLessThanOrEqual(2000);
    expect(gameSearchKey('y'.repeat(5000), []).length).toBeLessThanOrEqual(2000);
  });
});

describe('companyNameKey', () => {
  it('gives the same key regardless of legal form, case and punctuation', () => {
    const key = companyNameKey('SEGA');
    expect(key).toBe('sega');
    expect(companyNameKey('Sega Corporation')).toBe(key);
    expect(companyNameKey('Sega Co., Ltd.')).toBe(key);
  });

  it('ignores spaces inside the name', () => {
    expect(companyNameKey('Square Enix')).toBe(companyNameKey('SquareEnix Inc.'));
  });

  it('keeps a name that consists only of a legal form', () => {
    expect(companyNameKey('Inc.')).toBe('inc');
  });
});
