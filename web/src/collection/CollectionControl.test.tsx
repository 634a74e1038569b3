import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GraphQLResponse } from 'relay-runtime';
import type { CollectionControlTestQuery } from '../__generated__/CollectionControlTestQuery.graphql.ts';
import { renderWithRelay } from '../test/fake-relay.tsx';
import { ViewerProvider } from '../viewer/useViewer.ts';
import { CollectionControl } from './CollectionControl.tsx';

const query = graphql`
  query CollectionControlTestQuery {
    viewer {
      ...useViewer_user
    }
    version(databaseId: 1) {
      title
      ...CollectionControl_version
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<CollectionControlTestQuery>(query, {});
  return (
    <ViewerProvider user={data.viewer}>
      {data.version && <CollectionControl version={data.version} title={data.version.title} />}
    </ViewerProvider>
  );
}

const viewer = { id: 'user-1', databaseId: 1, username: 'kate', displayName: null, role: 'USER' };

/** A server that holds each mutation's answer until the test releases it. */
function renderControl(copies: string[], signedIn = true) {
  const pending: ((response: GraphQLResponse) => void)[] = [];
  const server = renderWithRelay(
    <Suspense fallback="Loading">
      <Harness />
    </Suspense>,
    (operation) =>
      operation.name === 'CollectionControlTestQuery'
        ? {
            data: {
              viewer: signedIn ? viewer : null,
              version: {
                id: 'version-1',
                title: 'Pokémon Red',
                viewerCopies: copies.map((id) => ({ id })),
                viewerWants: [],
              },
            },
          }
        : new Promise<GraphQLResponse>((resolve) => pending.push(resolve)),
  );
  return { ...server, release: (response: GraphQLResponse) => pending.shift()!(response) };
}

describe('CollectionControl', () => {
  it('shows a new copy at once, before the server answers, and keeps it when the server agrees', async () => {
    const server = renderControl([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to collection' }));
    expect(screen.getByRole('status').textContent).toBe('In your collection');
    expect(server.sent.at(-1)).toEqual({
      name: 'useAddToCollectionMutation',
      variables: { input: { versionId: 'version-1' } },
    });
    server.release({
      data: {
        addToCollection: {
          __typename: 'MutationAddToCollectionSuccess',
          data: { item: { id: 'copy-9' }, version: { id: 'version-1', viewerCopies: [{ id: 'copy-9' }] } },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Remove from collection' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('In your collection');
  });

  it('takes the copy back and says so when the server fails', async () => {
    const server = renderControl([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to collection' }));
    server.release({ errors: [{ message: 'boom' }] } as GraphQLResponse);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your collection could not be changed. Please try again.',
    );
    expect(screen.getByRole('status').textContent).toBe('Not in your collection');
  });

  it('removes the last copy at once and counts several copies', async () => {
    const server = renderControl(['copy-1', 'copy-2']);
    expect((await screen.findByRole('status')).textContent).toBe('In your collection (2 copies)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a copy' }));
    expect(screen.getByRole('status').textContent).toBe('In your collection');
    expect(server.sent.at(-1)).toEqual({
      name: 'useRemoveFromCollectionMutation',
      variables: { input: { id: 'copy-2' }, connections: [] },
    });
  });

  it('shows nothing to a visitor', async () => {
    renderControl([], false);
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
