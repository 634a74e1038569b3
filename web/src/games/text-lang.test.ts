import { describe, expect, it } from 'vitest';
import { titleLang } from './text-lang.ts';

describe('the language of a title', () => {
  it('is Japanese for kana, with or without kanji and Latin letters', () => {
    expect(titleLang('ポケットモンスター 赤')).toBe('ja');
    expect(titleLang('マリオカート8 デラックス')).toBe('ja');
    expect(titleLang('ｽｰﾊﾟｰﾏﾘｵ')).toBe('ja');
  });

  it('is Japanese for kanji only on an NTSC-J version, and Korean for hangul', () => {
    expect(titleLang('大神', 'NTSC_J')).toBe('ja');
    expect(titleLang('大神', 'OTHER')).toBeUndefined();
    expect(titleLang('포켓몬스터 금', 'OTHER')).toBe('ko');
  });

  it('is left to the page for Latin script, accents included', () => {
    expect(titleLang('Pokémon Version Rouge', 'PAL')).toBeUndefined();
    expect(titleLang('Mônica no Castelo do Dragão')).toBeUndefined();
  });
});
