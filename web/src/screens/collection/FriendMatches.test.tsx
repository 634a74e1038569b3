import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FriendMatchesTestQuery } from '../../__generated__/FriendMatchesTestQuery.graphql.ts';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { FriendMatches } from './FriendMatches.tsx';

const query = graphql`
  query FriendMatchesTestQuery {
    viewer {
      ...FriendMatches_user @arguments(wanted: true, trade: false)
    }
  }
`;

function Harness() {
  const { viewer } = useLazyLoadQuery<FriendMatchesTestQuery>(query, {});
  return viewer ? <FriendMatches user={viewer} /> : null;
}

describe('friend matches', () => {
  it('name the friend by display name, linked to their profile, username on hover', async () => {
    renderWithRelay(
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>,
      () => ({
        data: {
          viewer: {
            __typename: 'User',
            id: 'user-ann',
            friendsHavingWhatYouWant: [
              {
                friendUsername: 'bob',
                friendDisplayName: 'Bobby',
                versionId: 'version11',
                versionDatabaseId: 11,
                gameDatabaseId: 3,
                gameTitle: 'Chrono Trigger',
                region: 'NTSC_J',
                console: 'Super Famicom',
                copies: 1,
                maxPriceCents: null,
                currency: null,
              },
            ],
          },
        },
      }),
    );
    const match = (await screen.findByRole('heading', { name: 'Chrono Trigger' })).closest('li')!;
    const link = within(match).getByRole('link', { name: 'Bobby' });
    expect(link.getAttribute('href')).toBe('/user/bob');
    expect(link.getAttribute('title')).toBe('Username: bob');
    expect(within(match).queryByText('bob')).toBeNull();
  });
});
