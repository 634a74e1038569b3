import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DevTalkBylineTestQuery } from '../../__generated__/DevTalkBylineTestQuery.graphql.ts';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { DevTalkByline } from './DevTalkByline.tsx';

const query = graphql`
  query DevTalkBylineTestQuery {
    node(id: "post1") {
      ...DevTalkByline_post @alias
    }
  }
`;

function Harness() {
  const fragment = useLazyLoadQuery<DevTalkBylineTestQuery>(query, {}).node?.DevTalkByline_post;
  return fragment ? <DevTalkByline post={fragment} /> : null;
}

const post = (author: object | null) => ({
  __typename: 'DevTalkPost',
  id: 'post1',
  published: true,
  publishedAt: '2026-01-02T10:00:00.000Z',
  editedAt: null,
  updatedAt: '2026-01-02T10:00:00.000Z',
  author,
});

function renderByline(author: object | null) {
  return renderWithRelay(
    <Suspense fallback="Loading">
      <Harness />
    </Suspense>,
    () => ({ data: { node: post(author) } }),
  );
}

describe('a Dev Talk byline', () => {
  it('names the author by display name, linked to their profile, username on hover', async () => {
    renderByline({ __typename: 'User', id: 'user-admin', username: 'admin', displayName: 'Site Admin' });
    const link = await screen.findByRole('link', { name: 'Site Admin' });
    expect(link.getAttribute('href')).toBe('/user/admin');
    expect(link.getAttribute('title')).toBe('Username: admin');
    expect(link.closest('p')!.textContent).toBe('By Site Admin on January 2, 2026');
  });

  it('names an author without a display name by username', async () => {
    renderByline({ __typename: 'User', id: 'user-admin', username: 'admin', displayName: null });
    const link = await screen.findByRole('link', { name: 'admin' });
    expect(link.hasAttribute('title')).toBe(false);
  });

  it('names a deleted author as a former member', async () => {
    renderByline(null);
    expect((await screen.findByText(/a former member/)).textContent).toBe('By a former member on January 2, 2026');
  });
});
