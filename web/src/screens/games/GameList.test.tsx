import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GameListTestQuery } from '../../__generated__/GameListTestQuery.graphql.ts';
import { renderWithRelay, type SentOperation } from '../../test/fake-relay.tsx';
import { GameList } from './GameList.tsx';
import { EMPTY_GAME_SEARCH } from './game-search-params.ts';

const testQuery = graphql`
  query GameListTestQuery {
    ...GameList_query
  }
`;

function Harness({ q = 'zelda' }: { q?: string }) {
  const data = useLazyLoadQuery<GameListTestQuery>(testQuery, {});
  return <GameList query={data} filters={{ ...EMPTY_GAME_SEARCH, q }} />;
}

const game = {
  __typename: 'Game',
  id: btoa('Game:1'),
  databaseId: 1,
  title: 'The Legend of Zelda',
  console: { id: btoa('Console:1'), name: 'NES' },
  versions: [],
};

function answer(count: { value: number; kind: string }) {
  return (operation: SentOperation) => {
    if (operation.name === 'GameCountStatusExactQuery') return { data: { games: { totalCount: 123_456 } } };
    return {
      data: {
        games: {
          count,
          edges: [{ cursor: 'c1', node: game }],
          pageInfo: { endCursor: 'c1', hasNextPage: true },
        },
      },
    };
  };
}

const render = (count: { value: number; kind: string }) =>
  renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    answer(count),
  );

describe('how many games the list says match', () => {
  it('says "about" for an estimate, and counts exactly only when asked, with the same search', async () => {
    const { sent } = render({ value: 100_000, kind: 'ESTIMATE' });
    expect((await screen.findByRole('status')).textContent).toBe('about 100,000 games');
    expect(sent.map((operation) => operation.name)).toEqual(['GameListTestQuery']);
    await userEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    expect(await screen.findByText('123,456 games')).toBeTruthy();
    expect(sent[1]).toMatchObject({ name: 'GameCountStatusExactQuery', variables: { search: 'zelda' } });
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });

  it('says "more than" for a lower bound', async () => {
    render({ value: 1000, kind: 'AT_LEAST' });
    expect((await screen.findByRole('status')).textContent).toBe('more than 1,000 games');
  });

  it('offers no button when the count is exact', async () => {
    render({ value: 4, kind: 'EXACT' });
    expect((await screen.findByRole('status')).textContent).toBe('4 games');
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });
});

describe('no games found', () => {
  const empty = () => ({
    data: {
      games: { count: { value: 0, kind: 'EXACT' }, edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
    },
  });
  const renderSearch = (q: string) =>
    renderWithRelay(
      <Suspense fallback="loading">
        <Harness q={q} />
      </Suspense>,
      empty,
    );

  it('says when the search looks like a barcode with a mistyped digit', async () => {
    renderSearch('0850512306854');
    expect((await screen.findByRole('status')).textContent).toMatch(/looks like a barcode, but its last digit/);
  });

  it('says only that nothing matched for a title', async () => {
    renderSearch('zzzz');
    expect((await screen.findByRole('status')).textContent).toBe('No games found for “zzzz”');
  });
});
