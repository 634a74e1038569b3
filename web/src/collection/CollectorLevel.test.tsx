import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CollectorLevelTestQuery } from '../__generated__/CollectorLevelTestQuery.graphql.ts';
import { renderWithRelay } from '../test/fake-relay.tsx';
import { CollectorLevel } from './CollectorLevel.tsx';

const query = graphql`
  query CollectorLevelTestQuery {
    viewer {
      ...CollectorLevel_user
    }
  }
`;

function Harness() {
  const { viewer } = useLazyLoadQuery<CollectorLevelTestQuery>(query, {});
  return viewer ? <CollectorLevel user={viewer} /> : null;
}

function renderLevel(collectorLevel: object | null) {
  return renderWithRelay(
    <Suspense fallback="Loading">
      <Harness />
    </Suspense>,
    () => ({ data: { viewer: { id: 'user-1', collectorLevel } } }),
  );
}

describe('CollectorLevel', () => {
  it('names the level and shows the way to the next one', async () => {
    renderLevel({ level: 'CASUAL', rank: 2, copies: 7, levelStart: 5, nextLevel: 'ENTHUSIAST', nextLevelAt: 10 });
    expect((await screen.findByText(/Collector level/)).textContent).toBe('Collector level: Casual (3 of 14)');
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Progress from Casual to Enthusiast' });
    expect([bar.value, bar.max]).toEqual([2, 5]);
    expect(screen.getByText('3 more copies to Enthusiast')).toBeTruthy();
  });

  it('says the top level is the last one', async () => {
    renderLevel({ level: 'GOD', rank: 13, copies: 3000, levelStart: 2500, nextLevel: null, nextLevelAt: null });
    expect(await screen.findByText('The highest level there is.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renders nothing when the level is hidden from the viewer', async () => {
    const server = renderLevel(null);
    await waitFor(() => expect(server.container.textContent).toBe(''));
    expect(server.sent.map((operation) => operation.name)).toEqual(['CollectorLevelTestQuery']);
  });
});
