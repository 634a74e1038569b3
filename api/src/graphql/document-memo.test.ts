import { describe, expect, it } from 'vitest';
import { createDocumentMemo, DOCUMENT_MAX_TOKENS, REMEMBERED_TEXT_MAX } from './document-memo.ts';

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
});
