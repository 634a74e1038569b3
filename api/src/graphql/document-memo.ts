// Parsed documents remembered by their text, for plugins that read an operation before Yoga
// does. Bounded by count and by size: a hostile stream of huge distinct documents (the fuzzer's
// alias floods and 70 KB strings) once kept 2,000 of them, hundreds of MB, for good.
import { parse, type DocumentNode } from 'graphql';

/** graphql-armor's token limit (app.ts): a longer document is refused anyway, so not parsed whole. */
export const DOCUMENT_MAX_TOKENS = 2000;
/** Longer texts are parsed each time, never kept: the site's own operations are far shorter. */
export const REMEMBERED_TEXT_MAX = 16 * 1024;
const REMEMBERED_MAX = 2000;

export function createDocumentMemo() {
  const documents = new Map<string, DocumentNode | null>();
  const parseOnce = (text: string): DocumentNode | null => {
    try {
      return parse(text, { maxTokens: DOCUMENT_MAX_TOKENS });
    } catch {
      // Yoga answers the syntax error (or armor the token count).
      return null;
    }
  };
  return {
    /** The document, or null when the text is not one (or has more tokens than allowed). */
    get(text: string): DocumentNode | null {
      if (text.length > REMEMBERED_TEXT_MAX) return parseOnce(text);
      if (!documents.has(text)) {
        if (documents.size >= REMEMBERED_MAX) documents.clear();
        documents.set(text, parseOnce(text));
      }
      return documents.get(text) ?? null;
    },
    get size() {
      return documents.size;
    },
  };
}
