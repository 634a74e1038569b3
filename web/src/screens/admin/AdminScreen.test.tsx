import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminScreenTestQuery } from '../../__generated__/AdminScreenTestQuery.graphql.ts';
import { renderWithRelay } from '../../test/fake-relay.tsx';
import { ViewerProvider } from '../../viewer/useViewer.ts';
// Imported once, with the ViewerProvider above: the loader tests below re-import fresh copies.
import { Component } from './AdminScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin loader', () => {
  let asked: string[];
  const stubServer = (viewer: { id: string; role: string } | null) => {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        // Queries go out as GETs naming their persisted operation; mutations as POSTs with their text.
        const text = init.body ? (JSON.parse(String(init.body)) as { query: string }).query : '';
        const name =
          new URL(url, 'http://localhost').searchParams.get('operationName') ??
          /^(?:query|mutation) (\w+)/.exec(text)?.[1] ??
          '?';
        asked.push(name);
        const empty = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
        const data = name === 'AdminScreenViewerQuery' ? { viewer } : { users: empty, emailOutbox: empty };
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      }),
    );
  };
  // A fresh module (and Relay store) per test, as on a direct load of the page.
  let loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  beforeEach(async () => {
    vi.resetModules();
    ({ loader } = await import('./AdminScreen.tsx'));
  });
  const load = (path: string) =>
    loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as LoaderFunctionArgs);

  it('never sends the admin-only queries for a visitor', async () => {
    stubServer(null);
    expect(await load('/admin')).toBeNull();
    expect(asked).toEqual(['AdminScreenViewerQuery']);
  });

  it('never sends the admin-only queries for a signed-in member', async () => {
    stubServer({ id: 'u1', role: 'USER' });
    expect(await load('/admin?tab=outbox')).toBeNull();
    expect(asked).toEqual(['AdminScreenViewerQuery']);
  });

  it('opens the request feed for a moderator who asks for an administrators-only section, loading nothing more', async () => {
    stubServer({ id: 'u1', role: 'MODERATOR' });
    expect(await load('/admin?tab=outbox')).toEqual({ role: 'MODERATOR', tab: 'feed' });
    expect(await load('/admin?tab=email')).toEqual({ role: 'MODERATOR', tab: 'email' });
    expect(asked).toEqual(['AdminScreenViewerQuery']);
  });

  it('preloads the section in the address for an admin, asking for the role only once', async () => {
    stubServer({ id: 'u1', role: 'ADMIN' });
    expect(await load('/admin?tab=outbox')).toMatchObject({ tab: 'outbox' });
    expect(await load('/admin?tab=users&q=kate')).toMatchObject({
      tab: 'users',
      queryRef: { variables: { search: 'kate' } },
    });
    expect(asked).toEqual(['AdminScreenViewerQuery', 'OutboxTabQuery', 'UsersTabQuery']);
  });
});

const viewerQuery = graphql`
  query AdminScreenTestQuery {
    viewer {
      ...useViewer_user
    }
  }
`;

describe('the admin page', () => {
  const renderFor = (viewer: { role: string } | null) => {
    function AsViewer() {
      const data = useLazyLoadQuery<AdminScreenTestQuery>(viewerQuery, {});
      return (
        <ViewerProvider user={data.viewer}>
          <Component />
        </ViewerProvider>
      );
    }
    return renderWithRelay(
      <Suspense fallback="Loading">
        <AsViewer />
      </Suspense>,
      () => ({
        data: { viewer: viewer && { id: 'u1', databaseId: 1, username: 'kate', displayName: null, ...viewer } },
      }),
      { path: '/admin' },
    );
  };

  it('asks a visitor to log in', async () => {
    renderFor(null);
    expect(await screen.findByText('Please login to contribute')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth?next=%2Fadmin');
  });

  it('tells a signed-in member without a staff role that the page is not for them', async () => {
    const server = renderFor({ role: 'USER' });
    expect(await screen.findByText('Only administrators and moderators can use this page.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    // Nothing of the admin sections is loaded: only the test's own viewer query (which StrictMode's
    // second mount may send again while the first is still suspended).
    expect(server.sent.map((operation) => operation.name).filter((name) => name !== 'AdminScreenTestQuery')).toEqual(
      [],
    );
    expect(server.sent.length).toBeGreaterThan(0);
  });
});
