// What a games search's words match, as SQL conditions on `"Game" g` (shared by every order).
import { searchKey } from '#shared/search-key';

/** The normalised words of a search; none means "no search". */
export function searchWords(search: string | null | undefined): string[] {
  return searchKey(search ?? '')
    .split(' ')
    .filter(Boolean);
}

/** Words shorter than this hold no trigram, so the trigram index cannot find them inside a word. */
export const SHORT_WORD_BELOW = 3;

/**
 * A search word of three letters or more matches anywhere in the key. A one- or two-letter word
 * ("f", "ii") matches the start of a word instead: inside words it would match most of the
 * catalogue through a full scan, while pg_trgm pads each word's start ("  f", " fi"), so a
 * word-start match is served by the same GIN index and finds what such a search means.
 * Keys hold only letters, digits, marks and spaces, so a word never carries a LIKE wildcard.
 */
export function wordCondition(word: string, param: (value: unknown) => string): string {
  const w = param(word);
  if ([...word].length >= SHORT_WORD_BELOW) return `g."searchKey" LIKE '%' || ${w} || '%'`;
  return `(g."searchKey" LIKE ${w} || '%' OR g."searchKey" LIKE '% ' || ${w} || '%')`;
}
