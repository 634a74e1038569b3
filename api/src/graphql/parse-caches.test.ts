import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { createParseCaches, PARSE_CACHE_BYTES } from './parse-caches.ts';

describe("Yoga's parse caches", () => {
  it('hold at most PARSE_CACHE_BYTES of 2,000 distinct hostile documents', () => {
    const { documentCache } = createParseCaches();
    // 750 tokens each (an alias flood within graphql-armor's 2,000): Yoga's own cache kept 1,024 of them.
    const flood = (i: number) => `{ ${Array.from({ length: 250 }, (_, j) => `a${j}: b${i}`).join(' ')} }`;
    for (let i = 0; i < 2_000; i += 1) {
      const text = flood(i);
      documentCache.set(text, parse(text));
    }
    expect(documentCache.calculatedSize).toBeLessThanOrEqual(PARSE_CACHE_BYTES);
    expect(documentCache.size).toBeLessThan(100);
    expect(documentCache.get(flood(1_999))).toBeDefined();
  });

  it('keep an ordinary operation', () => {
    const { documentCache } = createParseCaches();
    const text = 'query GamePage($id: ID!) { node(id: $id) { id ... on Game { title } } }';
    const document = parse(text);
    documentCache.set(text, document);
    expect(documentCache.get(text)).toBe(document);
  });

  it('do not keep a parse error of a huge text', () => {
    const { errorCache } = createParseCaches();
    const text = `{ a(x: "${'x'.repeat(1024 * 1024)}" `;
    let error: unknown;
    try {
      parse(text);
    } catch (caught) {
      error = caught;
    }
    errorCache.set(text, error as never);
    expect(errorCache.size).toBe(0);
  });
});
