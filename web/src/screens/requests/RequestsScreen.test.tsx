import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import query, { type RequestsScreenQuery } from '../../__generated__/RequestsScreenQuery.graphql.ts';
import { fakeRelayEnvironment } from '../../test/fake-relay.tsx';
import { renderAt } from '../../test/render.tsx';
import { Requests } from './RequestsScreen.tsx';
import { requestSearchFromUrl } from './request-search-params.ts';

const row = (id: number, overrides: Record<string, unknown> = {}) => ({
  cursor: `cursor${id}`,
  node: {
    __typename: 'Request',
    id: `req${id}`,
    databaseId: id,
    type: 'EDIT',
    status: 'PENDING',
    gameTitle: `Game ${id}`,
    game: { __typename: 'Game', id: `game${id}`, databaseId: 100 + id },
    submitter: { __typename: 'User', id: 'user-sam', username: 'sam', displayName: null, trustScore: 15 },
    approvalPercentage: 75,
    approvals: 3,
    rejections: 1,
    daysRemaining: 4,
    ...overrides,
  },
});

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderList(
  path: string,
  {
    viewer = { __typename: 'User', id: 'user-viewer' } as object | null,
    edges = [row(2), row(1)],
    hasNextPage = false,
  } = {},
) {
  const { environment, sent } = fakeRelayEnvironment((operation) => ({
    data:
      operation.name === 'RequestsScreenQuery'
        ? { viewer, requests: { edges, pageInfo: { endCursor: 'cursor1', hasNextPage } } }
        : { requests: { edges: [row(0)], pageInfo: { endCursor: 'cursor0', hasNextPage: false } } },
  }));
  const search = requestSearchFromUrl(new URL(`http://localhost${path}`));
  const queryRef = loadQuery<RequestsScreenQuery>(environment, query, {
    status: search.status || null,
    type: search.type || null,
    first: 20,
  });
  renderAt(
    <Suspense fallback="Loading">
      <Requests search={search} queryRef={queryRef} />
      <Where />
    </Suspense>,
    { environment, path },
  );
  return sent;
}

describe('the community requests list', () => {
  it('asks a visitor to sign in', async () => {
    renderList('/requests', { viewer: null });
    expect(await screen.findByText('Please sign in to view and vote on community requests')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each request with its game, submitter, approval, votes and days left', async () => {
    renderList('/requests');
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Game 2' }).getAttribute('href')).toBe('/games/102');
    expect(within(first!).getByText('(trust score 15)')).toBeTruthy();
    expect(within(first!).getByText('75%')).toBeTruthy();
    expect(within(first!).getByText('3 approve / 1 reject')).toBeTruthy();
    expect(within(first!).getByText('4 days left')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Request #2' }).getAttribute('href')).toBe('/request/2');
  });

  it('names the submitter by their display name, linked to their profile, with the username on hover', async () => {
    renderList('/requests', {
      edges: [
        row(3, {
          submitter: { __typename: 'User', id: 'user-sam', username: 'sam', displayName: 'Samus', trustScore: 15 },
        }),
      ],
    });
    const [, only] = within(await screen.findByRole('table')).getAllByRole('row');
    const link = within(only!).getByRole('link', { name: 'Samus' });
    expect(link.getAttribute('href')).toBe('/user/sam');
    expect(link.getAttribute('title')).toBe('Username: sam');
    expect(within(only!).queryByText('sam')).toBeNull();
  });

  it('shows a removed game without a link, a deleted submitter, no votes, and a resolved status', async () => {
    renderList('/requests', {
      edges: [
        row(5, {
          type: 'DELETE',
          status: 'APPROVED',
          game: null,
          submitter: null,
          approvalPercentage: null,
          approvals: 0,
          rejections: 0,
          daysRemaining: 0,
        }),
      ],
    });
    const [, only] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(only!).queryByRole('link', { name: 'Game 5' })).toBeNull();
    expect(within(only!).getByText('Game 5')).toBeTruthy();
    expect(within(only!).getByText('Delete')).toBeTruthy();
    expect(within(only!).getByText('deleted user')).toBeTruthy();
    expect(within(only!).getByText('no votes yet')).toBeTruthy();
    expect(within(only!).getByText('Approved')).toBeTruthy();
  });

  it('says so when no request matches the filters', async () => {
    const sent = renderList('/requests?status=rejected&type=delete', { edges: [] });
    expect(await screen.findByText('No requests matching filters')).toBeTruthy();
    expect(sent[0]!.variables).toMatchObject({ status: 'REJECTED', type: 'DELETE' });
  });

  it('keeps the chosen filters in the address', async () => {
    renderList('/requests?type=edit');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('EDIT');
    fireEvent.change(status, { target: { value: 'PENDING' } });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?status=pending&type=edit'),
    );
  });

  it('loads the next page on "Load more"', async () => {
    const sent = renderList('/requests', { hasNextPage: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Game 0' })).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ name: 'RequestListPaginationQuery', variables: { after: 'cursor1' } });
  });
});
