// Text the database cannot store: PostgreSQL `text` refuses U+0000, and half of a UTF-16
// surrogate pair has no UTF-8 form at all. Such text is refused where it enters (GraphQL
// arguments, REST parameters) with these messages, instead of failing in the database.

/** Half of a surrogate pair without its other half. */
export const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGES = {
  nul: 'Text may not contain the NUL character (U+0000).',
  unpairedSurrogate: 'Text may not contain half of a UTF-16 surrogate pair (U+D800 to U+DFFF alone).',
} as const;

export type UnstorableText = keyof typeof UNSTORABLE_TEXT_MESSAGES;

/** Why `text` cannot be stored, or null when it can. */
export function unstorableText(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpairedSurrogate';
  return null;
}
