// Vite plugin: web/src/theme/japanese-font.css, Noto Sans JP's regular weight as
// @fontsource/noto-sans-jp slices it (about 120 woff2 files of 10–40 KB, each named by a
// `unicode-range`, the way Google Fonts serves it). A browser downloads a slice only when a page
// shows one of its characters, so pages without Japanese text download none, and a Japanese title
// costs the few slices its characters fall in. Japanese titles never show as empty boxes on a
// system without a Japanese font.
//
// What the plugin changes in the package's stylesheet, and why:
// - Only the numbered Japanese slices, each range cut down to the Japanese blocks: the package's
//   slices also claim the space, arrows and Latin, which would fetch a slice on pages without
//   Japanese whenever Roboto lacks a symbol.
// - No `local()` source: Chromium looks every face's local names up among the system's fonts at a
//   page's first layout, Japanese text or not; with 120 faces that made the first layout of every
//   page several times slower on a phone (docs/web.md; docs/benchmarks.md, "Lighthouse"). A system with its own Noto Sans JP
//   now downloads the few slices a Japanese title needs, like any other.
// - woff2 only: every browser that runs the es2022 bundle reads it.
// - A family name of our own, `JAPANESE_FAMILY`: every font stack names it, on every page, before
//   this stylesheet is loaded; Chromium looks a family it does not know up among the system's
//   fonts, and a name no system has is never found there (nor drawn from a local font).
import path from 'node:path';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Scripts Japanese text is written in: CJK punctuation, kana, kanji, full-width forms. */
const JAPANESE_BLOCKS: [number, number][] = [
  [0x2e80, 0x2fdf], // CJK and Kangxi radicals
  [0x3000, 0x30ff], // CJK symbols and punctuation, hiragana, katakana
  [0x3190, 0x31ff], // kanbun, CJK strokes, katakana phonetic extensions
  [0x3200, 0x4dbf], // enclosed CJK, CJK compatibility, extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // half-width and full-width forms
  [0x1b000, 0x1b16f], // kana supplement and extensions
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement
  [0x20000, 0x3134f], // CJK extensions B–G
];

/** The faces' family (base.css and preferences/apply.ts name it too). */
export const JAPANESE_FAMILY = 'Vault Japanese';

type Range = [number, number];

export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(lo!, 16), parseInt(hi!, 16)];
  });
}

function formatRange([lo, hi]: Range): string {
  const hex = (n: number) => n.toString(16);
  return lo === hi ? `U+${hex(lo)}` : `U+${hex(lo)}-${hex(hi)}`;
}

/** The parts of `ranges` inside the Japanese blocks. */
export function japaneseOnly(ranges: Range[]): Range[] {
  const kept: Range[] = [];
  for (const [lo, hi] of ranges) {
    for (const [blockLo, blockHi] of JAPANESE_BLOCKS) {
      const from = Math.max(lo, blockLo);
      const to = Math.min(hi, blockHi);
      if (from <= to) kept.push([from, to]);
    }
  }
  return kept;
}

/** The package's stylesheet of one weight, rewritten as the header comment says. */
export function japaneseFontCss(packageCss: string): string {
  const faces = [...packageCss.matchAll(/\/\* noto-sans-jp-\[\d+\]-400-normal \*\/\s*@font-face \{([^}]*)\}/g)];
  return faces
    .map(([, body]) => {
      const woff2 = /url\((\.\/files\/[^)]+\.woff2)\)/.exec(body!)![1];
      const ranges = japaneseOnly(parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(body!)![1]!));
      if (ranges.length === 0) return '';
      return `@font-face{font-family:'${JAPANESE_FAMILY}';font-style:normal;font-display:swap;font-weight:400;src:url(${woff2}) format('woff2');unicode-range:${ranges.map(formatRange).join(',')}}`;
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * Fills `stylesheet` (web/src/theme/japanese-font.css, a placeholder, so tests and tools that run
 * without this plugin see an ordinary empty stylesheet) with the faces, their files named relative
 * to it so Vite hashes and copies them.
 */
export function japaneseFont(stylesheet: string): Plugin {
  const packageCss = createRequire(import.meta.url).resolve('@fontsource/noto-sans-jp/400.css');
  const files = path.relative(path.dirname(stylesheet), path.join(path.dirname(packageCss), 'files'));
  return {
    name: 'cartridge-vault:japanese-font',
    load(id) {
      if (id !== stylesheet) return undefined;
      return japaneseFontCss(readFileSync(packageCss, 'utf8')).replaceAll('url(./files/', `url(${files}/`);
    },
  };
}
