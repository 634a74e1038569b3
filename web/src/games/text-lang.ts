// Titles keep the script they were released in. Marking their language lets screen readers read
// them with the right voice and browsers pick the right glyphs (Han characters differ by language).
const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The `lang` of a title written in Japanese or Korean script, or undefined for Latin script (the
 * page's language is right for it). Kanji without kana are Japanese only on an NTSC-J version.
 */
export function titleLang(title: string, region?: string): 'ja' | 'ko' | undefined {
  if (KANA.test(title)) return 'ja';
  if (HANGUL.test(title)) return 'ko';
  if (region === 'NTSC_J' && HAN.test(title)) return 'ja';
  return undefined;
}
