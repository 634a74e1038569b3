import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';

const t = useTestApp({ seed: true });

const search = `query S($s: String) { games(first: 5, search: $s) { edges { node { title } } } }`;

describe('search with arbitrary input', () => {
  it('always answers with results or a clear error, never an unexpected one', async () => {
    const hostile = fc.constantFrom('%', '_', '\\', "'", '"; DROP TABLE "Game"; --', '\u0000', '🎮', 'ﾟ', ' ', '\n');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.array(hostile, { maxLength: 8 }).map((a) => a.join('')),
        ),
        async (term) => {
          const result: any = await graphql(t.app, search, { s: term });
          if (result.errors) {
            expect(result.errors[0].message).not.toBe('Unexpected error.');
          } else {
            expect(Array.isArray(result.data.games.edges)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(await t.db.prisma.game.count()).toBeGreaterThan(0);
  });

  it('treats SQL wildcards as plain text', async () => {
    const result: any = await graphql(t.app, search, { s: '%' });
    // "%" normalises to nothing, so it is no filter at all rather than "match anything" by accident.
    expect(result.data.games.edges).toHaveLength(5);
    const none: any = await graphql(t.app, search, { s: 'zz%zz' });
    expect(none.data.games.edges).toEqual([]);
  });

  it('refuses a search longer than 200 characters with a message saying so', async () => {
    const result = await graphql(t.app, search, { s: 'a'.repeat(201) });
    expect(result.errors?.[0]?.message).toBe('search must be at most 200 characters');
  });
});
