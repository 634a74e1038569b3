import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FriendsSectionTestQuery } from '../../__generated__/FriendsSectionTestQuery.graphql.ts';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { FriendsSection } from './FriendsSection.tsx';

const query = graphql`
  query FriendsSectionTestQuery {
    node(id: "user-ann") {
      ...FriendsSection_user @alias
    }
  }
`;

function Harness() {
  const fragment = useLazyLoadQuery<FriendsSectionTestQuery>(query, {}).node?.FriendsSection_user;
  return fragment ? <FriendsSection user={fragment} /> : null;
}

const friend = (username: string, displayName: string | null) => ({
  cursor: username,
  node: { __typename: 'User', id: `user-${username}`, username, displayName },
});

describe("a profile's friends", () => {
  it('names each friend by display name (username when none), linked to their profile, username on hover', async () => {
    renderWithRelay(
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>,
      () => ({
        data: {
          node: {
            __typename: 'User',
            id: 'user-ann',
            hiddenSections: [],
            friends: {
              edges: [friend('bob', 'Bobby'), friend('cy', null)],
              pageInfo: { endCursor: 'cy', hasNextPage: false },
            },
          },
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Friends' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('title')])).toEqual([
      ['Bobby', '/user/bob', 'Username: bob'],
      ['cy', '/user/cy', null],
    ]);
  });
});
