import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { japaneseFontCss, japaneseOnly, parseUnicodeRange } from './japanese-font.ts';

const packageCss = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-jp/400.css'), 'utf8');

describe('the Japanese font stylesheet written by the build', () => {
  it('keeps only the parts of a range that Japanese is written in', () => {
    expect(japaneseOnly(parseUnicodeRange('U+20,U+2027,U+3001-3002,U+2f00-3005,U+ff0c,U+1f235-1f23b'))).toEqual([
      [0x3001, 0x3002],
      [0x2f00, 0x2fdf],
      [0x3000, 0x3005],
      [0xff0c, 0xff0c],
      [0x1f235, 0x1f23b],
    ]);
  });

  it('has one face per numbered slice of the package, none of them claiming Latin, space or symbols', () => {
    const css = japaneseFontCss(packageCss);
    const faces = css.split('\n');
    expect(faces.length).toBeGreaterThan(100);
    expect(css).not.toMatch(/latin|cyrillic|vietnamese|\.woff\)/);
    for (const face of faces) {
      expect(face).toMatch(/font-display:swap/);
      // The file alone: a local() source costs every page a system font lookup per face.
      expect(face).toMatch(
        /font-family:'Vault Japanese';.*src:url\(\.\/files\/noto-sans-jp-\d+-400-normal\.woff2\) format\('woff2'\);/,
      );
      expect(face).not.toContain('local(');
      const ranges = parseUnicodeRange(/unicode-range:([^}]+)/.exec(face)![1]!);
      for (const [lo] of ranges) expect(lo).toBeGreaterThanOrEqual(0x2e80);
    }
  });

  it('covers the kana and the kanji of the demo titles', () => {
    const ranges = japaneseFontCss(packageCss)
      .split('\n')
      .flatMap((face) => parseUnicodeRange(/unicode-range:([^}]+)/.exec(face)![1]!));
    for (const char of 'スーパーマリオブラザーズ悪魔城ドラキュラゼルダの伝説！') {
      const code = char.codePointAt(0)!;
      expect(
        ranges.some(([lo, hi]) => lo <= code && code <= hi),
        char,
      ).toBe(true);
    }
  });
});
