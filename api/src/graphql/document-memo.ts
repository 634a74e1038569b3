// Parsed documents remembered by their text, for plugins that read an operation before Yoga
// does. Bounded by what they hold, not by count: a hostile stream of distinct documents (the
// fuzzer's alias floods and long strings) once kept 2,000 of them, each with every token and its
// location, tens of MB that stayed after the flood.
import { LRUCache } from 'lru-cache';
import { parse, type DocumentNode } from 'graphql';

/** graphql-armor's token limit (app.ts): a longer document is refused anyway, so not parsed whole. */
export const DOCUMENT_MAX_TOKENS = 2000;
/** Longer texts are parsed each time, never kept: the site's own operations are far shorter. */
export const REMEMBERED_TEXT_MAX = 16 * 1024;
/** The characters of text remembered in all (the trees, without locations, are of the same order). */
export const REMEMBERED_TEXT_TOTAL = 1024 * 1024;
const FORGOTTEN_AFTER_MS = 10 * 60_000;

const NOT_A_DOCUMENT = Symbol('not a document');

export function createDocumentMemo() {
  const documents = new LRUCache<string, DocumentNode | typeof NOT_A_DOCUMENT>({
    maxSize: REMEMBERED_TEXT_TOTAL,
    maxEntrySize: REMEMBERED_TEXT_MAX,
    sizeCalculation: (_document, text) => Math.max(1, text.length),
    ttl: FORGOTTEN_AFTER_MS,
    updateAgeOnGet: true,
    ttlAutopurge: true,
  });
  const parseOnce = (text: string): DocumentNode | null => {
    try {
      // Without locations: the plugins only read the tree, and the tokens were most of its weight.
      return parse(text, { maxTokens: DOCUMENT_MAX_TOKENS, noLocation: true });
    } catch {
      // Yoga answers the syntax error (or armor the token count).
      return null;
    }
  };
  return {
    /** The document, or null when the text is not one (or has more tokens than allowed). */
    get(text: unknown): DocumentNode | null {
      // Whatever a request's body said the query was: a number or an object is no document.
      if (typeof text !== 'string') return null;
      const known = documents.get(text);
      if (known !== undefined) return known === NOT_A_DOCUMENT ? null : known;
      const document = parseOnce(text);
      documents.set(text, document ?? NOT_A_DOCUMENT);
      return document;
    },
    /** Documents remembered now. */
    get size() {
      return documents.size;
    },
    /** Characters of text remembered now (at most REMEMBERED_TEXT_TOTAL). */
    get remembered() {
      return documents.calculatedSize;
    },
  };
}
