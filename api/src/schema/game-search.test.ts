// Name search in the games list: accents, kana forms, punctuation and case.
import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { gamePageQuery as pageQuery } from '../../test/game-page-query.ts';

const t = useTestApp({ seed: true });

describe('games search', () => {
  it('finds "Pokémon Red Version" when searching "pokemon red"', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'pokemon red' });
    expect(result.data.games.edges.map((e: any) => e.node.title)).toEqual(['Pokémon Red Version']);
  });

  it('finds a half-width katakana title when searching in full-width katakana', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'ドラゴン' });
    expect(result.data.games.edges.map((e: any) => e.node.title)).toContain('Dragon Quest');
  });

  it('ignores punctuation and case in the search', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'POKÉMON: red!' });
    expect(result.data.games.edges).toHaveLength(1);
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    const result: any = await graphql(t.app, pageQuery, { search: 'zzzz no such game' });
    expect(result.errors).toBeUndefined();
    expect(result.data.games.edges).toEqual([]);
  });
});
