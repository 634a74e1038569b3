import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { afterAll, beforeAll } from 'vitest';
import AppShellQuery, { type AppShellQuery$data } from '../__generated__/AppShellQuery.graphql.ts';
import { setEnvironmentSource } from '../ssr/environment-source.ts';
import { ViewerProvider } from '../viewer/useViewer.ts';
import { fakeRelayEnvironment, type Answer, type SentOperation } from './fake-relay.tsx';
import { renderAt } from './render.tsx';

/**
 * Route loaders preload into the environment `currentEnvironment()` gives (ssr/environment-source.ts),
 * so a screen test calls `setUpAppServer()` at its top: from its first test to its last, that is a
 * fake environment of the file's own, whose server is `appServer.reply`. Afterwards the source is
 * put back, so files sharing the module graph (isolate: false) get the app's environment again.
 */
let fake = fakeRelayEnvironment((operation) => appServer.reply(operation));

export const appServer = {
  /** Every operation the screen sent, in order. */
  get sent(): SentOperation[] {
    return fake.sent;
  },
  reply: ((operation) => {
    throw new Error(`unexpected ${operation.name}`);
  }) as Answer,
};

export function setUpAppServer(): void {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    // A store of the file's own: what an earlier file's screens loaded must not answer this one's.
    fake = fakeRelayEnvironment((operation) => appServer.reply(operation));
    restore = setEnvironmentSource(() => fake.environment);
  });
  afterAll(() => restore?.());
}

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
