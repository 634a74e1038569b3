import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import AppShellQuery, { type AppShellQuery$data } from '../__generated__/AppShellQuery.graphql.ts';
import { ViewerProvider } from '../viewer/useViewer.ts';
import { fakeRelayEnvironment, type Answer } from './fake-relay.tsx';
import { renderAt } from './render.tsx';

/**
 * Route loaders preload into the app's own environment (relay/environment.ts), so a screen test
 * swaps that module for this fake one, whose server is `appServer.reply`:
 *
 *   vi.mock('../../relay/environment.ts', () => import('../../test/app-environment.tsx').then((m) => m.fakeEnvironmentModule()));
 */
const fake = fakeRelayEnvironment((operation) => appServer.reply(operation));

export const appServer = {
  /** Every operation the screen sent, in order. */
  sent: fake.sent,
  reply: ((operation) => {
    throw new Error(`unexpected ${operation.name}`);
  }) as Answer,
};

export const fakeEnvironmentModule = () => ({ relayEnvironment: fake.environment });

/** Forgets what was sent and answers from now on with `reply`. */
export function resetAppServer(reply: Answer) {
  appServer.sent.length = 0;
  appServer.reply = reply;
}

/** The shell's viewer, as the app shell would provide it, without rendering the whole shell. */
function viewerKey(viewer: object | null): AppShellQuery$data['viewer'] {
  const operation = createOperationDescriptor(getRequest(AppShellQuery), {});
  fake.environment.commitPayload(operation, { viewer });
  return (fake.environment.lookup(operation.fragment).data as AppShellQuery$data).viewer;
}

/** Opens `path` among `screens` (routes with their loaders) inside a shell signed in as `viewer`. */
export function renderScreen({
  path,
  screens,
  viewer,
}: {
  path: string;
  screens: RouteObject[];
  viewer: object | null;
}) {
  const shell = (
    <ViewerProvider user={viewerKey(viewer)}>
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </ViewerProvider>
  );
  const routes = [{ element: shell, hydrateFallbackElement: <></>, children: screens }];
  return renderAt(<></>, { path, routes, environment: fake.environment });
}
