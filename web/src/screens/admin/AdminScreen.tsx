import { Suspense, useEffect, useRef } from 'react';
import { fetchQuery, graphql, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { AdminScreenViewerQuery } from '../../__generated__/AdminScreenViewerQuery.graphql.ts';
import type { OutboxTabQuery } from '../../__generated__/OutboxTabQuery.graphql.ts';
import type { UsersTabQuery } from '../../__generated__/UsersTabQuery.graphql.ts';
import { PageLoading } from '../../layout/AppShell.tsx';
import { currentEnvironment } from '../../ssr/environment-source.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { useViewer } from '../../viewer/useViewer.ts';
import { adminTabFromUrl, adminTabsFor, isStaff, userSearchFromUrl, type StaffRole } from './admin-url.ts';
import { AdminTabs } from './AdminTabs.tsx';
import { loadOutboxTab, OutboxTab } from './OutboxTab.tsx';
import { loadUsersTab, UsersTab } from './UsersTab.tsx';
import { RequestFeedTab } from './RequestFeedTab.tsx';
import { ImportantEmailTab } from './ImportantEmailTab.tsx';
import { ApiKeysTab, loadApiKeysTab } from './ApiKeysTab.tsx';
import type { ApiKeysTabQuery } from '../../__generated__/ApiKeysTabQuery.graphql.ts';
import './admin.css';

type AdminLoad = { role: StaffRole } & (
  | { tab: 'users'; queryRef: PreloadedQuery<UsersTabQuery> }
  | { tab: 'outbox'; queryRef: PreloadedQuery<OutboxTabQuery> }
  | { tab: 'keys'; queryRef: PreloadedQuery<ApiKeysTabQuery> }
  // Live and write-only sections: nothing to preload.
  | { tab: 'feed' }
  | { tab: 'email' }
);

/* eslint-disable relay/unused-fields -- the id keeps the viewer one record in the store; the role is read from the store record */
const viewerQuery = graphql`
  query AdminScreenViewerQuery {
    viewer {
      id
      role
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * The role as the store knows it (the shell's query wrote it, and login/logout keep it current),
 * or from the network on a direct load, while the shell's own request is still on its way.
 */
async function viewerRole(): Promise<string | null> {
  const cached = currentEnvironment().lookup(createOperationDescriptor(getRequest(viewerQuery), {}).fragment);
  if (!cached.isMissingData) return (cached.data as AdminScreenViewerQuery['response']).viewer?.role ?? null;
  const data = await fetchQuery<AdminScreenViewerQuery>(currentEnvironment(), viewerQuery, {}).toPromise();
  return data?.viewer?.role ?? null;
}

/**
 * The admin queries answer FORBIDDEN to everyone else, so the loader checks the role before it
 * preloads, and returns null for visitors and members without a staff role. Checking here rather than loading in
 * a child with useQueryLoader keeps render-as-you-fetch: moving to /admin (or between its tabs)
 * costs one round trip, and only a direct load waits for the role first.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<AdminLoad | null> {
  const role = await viewerRole();
  if (!isStaff(role)) return null;
  const url = new URL(request.url);
  const tab = adminTabFromUrl(url, role);
  if (tab === 'outbox') return { role, tab, queryRef: loadOutboxTab() };
  if (tab === 'keys') return { role, tab, queryRef: loadApiKeysTab() };
  if (tab === 'users') return { role, tab, queryRef: loadUsersTab(userSearchFromUrl(url)) };
  return { role, tab };
}

function AdminSection({ load }: { load: AdminLoad }) {
  switch (load.tab) {
    case 'users':
      return <UsersTab queryRef={load.queryRef} />;
    case 'outbox':
      return <OutboxTab queryRef={load.queryRef} />;
    case 'feed':
      return <RequestFeedTab />;
    case 'email':
      return <ImportantEmailTab />;
    case 'keys':
      return <ApiKeysTab queryRef={load.queryRef} />;
  }
}

export function Component() {
  const viewer = useViewer();
  const load = useLoaderData() as AdminLoad | null;
  return (
    <article className="admin">
      <h1>
        <Trans>Admin</Trans>
      </h1>
      {!viewer ? (
        <LoginPrompt />
      ) : !isStaff(viewer.role) ? (
        <p className="notice error">
          <Trans>Only administrators and moderators can use this page.</Trans>
        </p>
      ) : load && load.role === viewer.role ? (
        <>
          <AdminTabs current={load.tab} tabs={adminTabsFor(load.role)} />
          <Suspense fallback={<PageLoading />}>
            <AdminSection load={load} />
          </Suspense>
        </>
      ) : (
        <LoadAgain />
      )}
    </article>
  );
}

/** The viewer's role changed after the loader ran (signed in without leaving the page). */
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
