import { Suspense, useEffect, useRef } from 'react';
import { fetchQuery, graphql, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { AdminScreenViewerQuery } from '../../__generated__/AdminScreenViewerQuery.graphql.ts';
import type { OutboxTabQuery } from '../../__generated__/OutboxTabQuery.graphql.ts';
import type { UsersTabQuery } from '../../__generated__/UsersTabQuery.graphql.ts';
import { PageLoading } from '../../layout/AppShell.tsx';
import { relayEnvironment } from '../../relay/environment.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { useViewer } from '../../viewer/useViewer.ts';
import { adminTabFromUrl, userSearchFromUrl } from './admin-url.ts';
import { AdminTabs } from './AdminTabs.tsx';
import { loadOutboxTab, OutboxTab } from './OutboxTab.tsx';
import { loadUsersTab, UsersTab } from './UsersTab.tsx';
import './admin.css';

type AdminLoad =
  | { tab: 'users'; queryRef: PreloadedQuery<UsersTabQuery> }
  | { tab: 'outbox'; queryRef: PreloadedQuery<OutboxTabQuery> };

const viewerQuery = graphql`
  query AdminScreenViewerQuery {
    viewer {
      id
      role
    }
  }
`;

/**
 * The role as the store knows it (the shell's query wrote it, and login/logout keep it current),
 * or from the network on a direct load, while the shell's own request is still on its way.
 */
async function viewerRole(): Promise<string | null> {
  const cached = relayEnvironment.lookup(createOperationDescriptor(getRequest(viewerQuery), {}).fragment);
  if (!cached.isMissingData) return (cached.data as AdminScreenViewerQuery['response']).viewer?.role ?? null;
  const data = await fetchQuery<AdminScreenViewerQuery>(relayEnvironment, viewerQuery, {}).toPromise();
  return data?.viewer?.role ?? null;
}

/**
 * The admin queries answer FORBIDDEN to everyone else, so the loader checks the role before it
 * preloads, and returns null for visitors and non-admins. Checking here rather than loading in
 * a child with useQueryLoader keeps render-as-you-fetch: moving to /admin (or between its tabs)
 * costs one round trip, and only a direct load waits for the role first.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<AdminLoad | null> {
  if ((await viewerRole()) !== 'ADMIN') return null;
  const url = new URL(request.url);
  return adminTabFromUrl(url) === 'outbox'
    ? { tab: 'outbox', queryRef: loadOutboxTab() }
    : { tab: 'users', queryRef: loadUsersTab(userSearchFromUrl(url)) };
}

export function Component() {
  const viewer = useViewer();
  const load = useLoaderData() as AdminLoad | null;
  return (
    <article className="admin">
      <h1><Trans>Admin</Trans></h1>
      {!viewer ? (
        <LoginPrompt />
      ) : viewer.role !== 'ADMIN' ? (
        <p className="notice error"><Trans>Only administrators can use this page.</Trans></p>
      ) : load ? (
        <>
          <AdminTabs current={load.tab} />
          <Suspense fallback={<PageLoading />}>
            {load.tab === 'users' ? <UsersTab queryRef={load.queryRef} /> : <OutboxTab queryRef={load.queryRef} />}
          </Suspense>
        </>
      ) : (
        <LoadAgain />
      )}
    </article>
  );
}

/** The viewer became an admin after the loader ran (signed in without leaving the page). */
function LoadAgain() {
  const { revalidate } = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void revalidate();
  }, [revalidate]);
  return <PageLoading />;
}
