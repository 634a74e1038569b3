import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FriendRequestItemTestQuery } from '../../__generated__/FriendRequestItemTestQuery.graphql.ts';
import type { FriendRequestDirection } from '../../__generated__/FriendRequestsScreenQuery.graphql.ts';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { FriendRequestItem } from './FriendRequestItem.tsx';

const query = graphql`
  query FriendRequestItemTestQuery {
    node(id: "request1") {
      ...FriendRequestItem_request @alias
    }
  }
`;

function Harness({ direction }: { direction: FriendRequestDirection }) {
  const fragment = useLazyLoadQuery<FriendRequestItemTestQuery>(query, {}).node?.FriendRequestItem_request;
  return fragment ? (
    <ul>
      <FriendRequestItem request={fragment} direction={direction} connectionId="client:list" />
    </ul>
  ) : null;
}

const member = (username: string, displayName: string | null) => ({
  __typename: 'User',
  id: `user-${username}`,
  username,
  displayName,
});

function renderRequest(direction: FriendRequestDirection) {
  return renderWithRelay(
    <Suspense fallback="Loading">
      <Harness direction={direction} />
    </Suspense>,
    () => ({
      data: {
        node: {
          __typename: 'FriendRequest',
          id: 'request1',
          message: 'We met at the swap meet',
          createdAt: '2026-01-02T10:00:00.000Z',
          from: member('ann', 'Ann Collector'),
          to: member('bob', 'Bobby'),
        },
      },
    }),
  );
}

describe('a friend request', () => {
  it('names the sender of a received one by display name, linked to their profile, username on hover', async () => {
    renderRequest('RECEIVED');
    const link = await screen.findByRole('link', { name: 'Ann Collector' });
    expect(link.getAttribute('href')).toBe('/user/ann');
    expect(link.getAttribute('title')).toBe('Username: ann');
    expect(screen.queryByText('ann')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bobby' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('names the recipient of a sent one the same way', async () => {
    renderRequest('SENT');
    const link = await screen.findByRole('link', { name: 'Bobby' });
    expect(link.getAttribute('href')).toBe('/user/bob');
    expect(link.getAttribute('title')).toBe('Username: bob');
    expect(screen.queryByText('bob')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });
});
