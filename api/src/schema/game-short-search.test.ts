import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';

const t = useTestApp({ seed: true });

async function titles(search: string): Promise<string[]> {
  const result: any = await graphql(
    t.app,
    'query($s: String) { games(search: $s, first: 50) { edges { node { title } } } }',
    {
      s: search,
    },
  );
  expect(result.errors).toBeUndefined();
  return result.data.games.edges.map((e: any) => e.node.title);
}

describe('one- and two-letter searches', () => {
  it('match the start of a word (which the trigram index serves), not letters inside a word', async () => {
    expect(await titles('qu')).toContain('Dragon Quest');
    // "ue" is inside "Quest": a two-letter word no longer matches there.
    expect(await titles('ue')).not.toContain('Dragon Quest');
    expect(await titles('d q')).toContain('Dragon Quest');
  });

  it('leave longer words matching anywhere in the title', async () => {
    expect(await titles('uest')).toContain('Dragon Quest');
  });
});
