// Keys are stored in the database (Game.searchKey, Company.nameKey), so any change to the
// normalisation here needs a backfill of existing rows.

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = 0x60;

// Letters with no canonical decomposition, so stripping combining marks alone would not let
// "Straße" match "strasse" or "Łódź" match "lodz".
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'gu');

// Only the Latin/Greek/Cyrillic combining block: the Japanese (han)dakuten U+3099/U+309A are also
// combining marks after NFD, and dropping them would make が equal か.
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/gu;

// Combining marks are kept (Devanagari/Thai vowel signs, dakuten that did not recompose) because
// turning them into spaces would split words in those scripts.
const NOT_LETTER_NUMBER_OR_MARK = /[^\p{L}\p{N}\p{M}]+/gu;
// A mark whose base character was punctuation has nothing left to attach to.
const ORPHAN_MARKS = /(^|\s)\p{M}+/gu;

const MAX_GAME_SEARCH_KEY_LENGTH = 2000;

// Legal forms differ between sources ("SEGA", "Sega Corporation", "Sega Co., Ltd.") but name the
// same company. Removed repeatedly so stacked forms ("co ltd", "corp inc") all go.
const COMPANY_SUFFIXES = [' corporation', ' co ltd', ' corp', ' gmbh', ' inc', ' ltd', ' llc', ' co', ' kk'];

// Done by hand rather than with wanakana.toHiragana: that also rewrites characters outside the
// plain katakana block (ヷ becomes the unassigned U+3097), which would make keys unstable.
function katakanaToHiragana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCodePoint(code - KATAKANA_TO_HIRAGANA) : char;
  }
  return out;
}

/**
 * Accent-, case-, kana-, width- and punctuation-insensitive key: "Pokémon Red", "POKEMON red!" and
 * "ﾎﾟｹﾓﾝ" vs "ぽけもん" compare equal. Words are separated by single spaces. Idempotent, so a key
 * can be re-derived from a stored key.
 */
export function searchKey(text: string): string {
  let key = text.normalize('NFKC');
  key = katakanaToHiragana(key);
  key = key.toLowerCase();
  // After NFD so accented forms such as ǽ or ǿ are reduced to æ/ø first and mapped as well.
  key = key.normalize('NFD').replace(LATIN_COMBINING_MARKS, '');
  key = key.replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter).normalize('NFC');
  key = key.replace(NOT_LETTER_NUMBER_OR_MARK, ' ');
  key = key.replace(ORPHAN_MARKS, '$1');
  return key.replace(/\s+/gu, ' ').trim();
}

// Slicing by UTF-16 index could split a surrogate pair and store a lone surrogate.
function truncateCodePoints(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > maxLength) break;
    out += char;
  }
  return out.trimEnd();
}

/**
 * Title key plus the keys of the version titles (regional names often differ from the main title),
 * each distinct key once, capped at 2000 characters.
 */
export function gameSearchKey(title: string, versionTitles: readonly string[]): string {
  const titleKey = truncateCodePoints(searchKey(title), MAX_GAME_SEARCH_KEY_LENGTH);
  const seen = new Set<string>([titleKey]);
  let key = titleKey;
  for (const versionTitle of versionTitles) {
    const versionKey = searchKey(versionTitle);
    if (versionKey === '' || seen.has(versionKey)) continue;
    seen.add(versionKey);
    const candidate = key === '' ? versionKey : `${key} ${versionKey}`;
    // Skip rather than stop: a later, shorter version title may still fit.
    if (candidate.length > MAX_GAME_SEARCH_KEY_LENGTH) continue;
    key = candidate;
  }
  return key;
}

/**
 * Identity key for "pick an existing company or create one": spaces and trailing legal forms are
 * ignored, so "SEGA", "Sega Corporation" and "Sega Co., Ltd." all give "sega".
 */
export function companyNameKey(name: string): string {
  const spaced = searchKey(name);
  let stripped = spaced;
  let changed = true;
  while (changed) {
    changed = false;
    for (const suffix of COMPANY_SUFFIXES) {
      if (stripped.endsWith(suffix)) {
        stripped = stripped.slice(0, -suffix.length).trimEnd();
        changed = true;
        break;
      }
    }
  }
  const compact = stripped.replace(/ /g, '');
  return compact === '' ? spaced.replace(/ /g, '') : compact;
}
