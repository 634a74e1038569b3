// Yoga's caches of parsed documents and parse errors, bounded by what they hold rather than by
// count. Yoga's own hold 1,024 entries each for an hour whatever their size: after a fuzz run they
// were full of hostile documents (up to 2,000 tokens each, every token kept with its location,
// strings up to the 2 MB body limit), 40 MB and more that never went away.
import { LRUCache } from 'lru-cache';
import type { DocumentNode, GraphQLError } from 'graphql';

/** Estimated bytes one kept token costs (Token, Location and its share of the AST nodes). */
const BYTES_PER_TOKEN = 300;
/** What each cache may hold in all, and the largest entry it keeps (larger ones are parsed each time). */
export const PARSE_CACHE_BYTES = 4 * 1024 * 1024;
const LARGEST_ENTRY_BYTES = 256 * 1024;
/** Entries unused this long go, timers and all: a flood's leftovers do not stay for good. */
export const PARSE_CACHE_TTL_MS = 10 * 60_000;

/** The tokens a parsed document keeps (it holds every one, linked, unless parsed without locations). */
function tokenCount(document: DocumentNode): number {
  let count = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) count += 1;
  return count;
}

function boundedCache<V extends object>(size: (text: string, value: V) => number) {
  return new LRUCache<string, V>({
    maxSize: PARSE_CACHE_BYTES,
    maxEntrySize: LARGEST_ENTRY_BYTES,
    sizeCalculation: (value, text) => Math.max(1, size(text, value)),
    ttl: PARSE_CACHE_TTL_MS,
    updateAgeOnGet: true,
    ttlAutopurge: true,
  });
}

/** For `createYoga({ parserAndValidationCache })`: validation results stay Yoga's (a WeakMap by document). */
export function createParseCaches() {
  return {
    documentCache: boundedCache<DocumentNode>(
      (text, document) => text.length * 2 + tokenCount(document) * BYTES_PER_TOKEN,
    ),
    // A parse error keeps the whole text (its source) besides the key.
    errorCache: boundedCache<GraphQLError>((text) => text.length * 4 + 1024),
  };
}
