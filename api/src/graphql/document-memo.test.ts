import { describe, expect, it } from 'vitest';
import {
  createDocumentMemo,
  DOCUMENT_MAX_TOKENS,
  REMEMBERED_TEXT_MAX,
  REMEMBERED_TEXT_TOTAL,
} from './document-memo.ts';

describe('remembered documents', () => {
  it('remembers an ordinary document once', () => {
    const memo = createDocumentMemo();
    const first = memo.get('{ games(first: 5) { edges { node { title } } } }');
    expect(first).not.toBeNull();
    expect(memo.get('{ games(first: 5) { edges { node { title } } } }')).toBe(first);
    expect(memo.size).toBe(1);
  });

  it('keeps no text longer than the limit, however many arrive', () => {
    const memo = createDocumentMemo();
    for (let i = 0; i < 50; i += 1)
      memo.get(`{ __typename ${`a${i}: __typename `.repeat(1)} }${' '.repeat(REMEMBERED_TEXT_MAX)}`);
    expect(memo.size).toBe(0);
  });

  it('stops parsing a document past the token limit', () => {
    const memo = createDocumentMemo();
    const flood = `{ ${Array.from({ length: DOCUMENT_MAX_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(memo.get(flood)).toBeNull();
    expect(memo.get(`{ ${Array.from({ length: 100 }, (_, i) => `a${i}: __typename`).join(' ')} }`)).not.toBeNull();
  });

  it('holds at most REMEMBERED_TEXT_TOTAL characters of 10,000 distinct documents, and keeps the recent ones', () => {
    const memo = createDocumentMemo();
    // Each just under the per-text limit: the count-bounded memo kept 2,000 of them (16 MB of text).
    const filler = `"${'x'.repeat(REMEMBERED_TEXT_MAX - 100)}"`;
    const text = (i: number) => `{ a${i}: __typename @skip(if: false) } # ${filler}`;
    for (let i = 0; i < 10_000; i += 1) memo.get(text(i));
    expect(memo.remembered).toBeLessThanOrEqual(REMEMBERED_TEXT_TOTAL);
    expect(memo.size).toBeLessThanOrEqual(REMEMBERED_TEXT_TOTAL / (REMEMBERED_TEXT_MAX - 100));
    const last = memo.get(text(9_999));
    expect(memo.get(text(9_999))).toBe(last);
  });

  it('answers null for a query that is not text (a number in a JSON body), and keeps nothing', () => {
    const memo = createDocumentMemo();
    expect(memo.get(907564671)).toBeNull();
    expect(memo.get({ kind: 'Document' })).toBeNull();
    expect(memo.size).toBe(0);
  });

  it('keeps no token locations (they were most of a kept tree)', () => {
    expect(createDocumentMemo().get('{ games(first: 5) { edges { node { title } } } }')!.loc).toBeUndefined();
  });
});
