import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useNavigation } from 'react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { preloadQuery } from '../relay/preload.ts';
import { PageHydrated } from '../ssr/PageHydrated.tsx';
import { ViewerProvider } from '../viewer/useViewer.ts';
import { UnverifiedEmailBanner } from '../viewer/UnverifiedEmailBanner.tsx';
import { TermsGate } from '../terms/TermsGate.tsx';
import { Header } from './Header.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { Footer } from './Footer.tsx';
import { useRouteEffects, useRouteName } from './route-effects.ts';
import { useDocumentTitle } from './document-title.ts';
import { useRouteFocus } from './route-focus.ts';
import { ROUTE_TITLES } from '../routes/route-titles.ts';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { PendingChanges } from '../offline/PendingChanges.tsx';

const query = graphql`
  query AppShellQuery {
    viewer {
      ...useViewer_user
    }
  }
`;

/**
 * Who is signed in, fetched once with the shell; login and logout update it in the store. On a
 * server-rendered page the server's answer is already in the store, so it is not asked again.
 */
export function loader() {
  return preloadQuery<AppShellQuery>(query, {});
}

// The shell's query never reloads on navigation: the store keeps `viewer` current.
export const shouldRevalidate = () => false;

/**
 * The layout paints at once; only what depends on who is signed in (the account menu, the page)
 * waits for the viewer query, each in its own place.
 */
export function AppShell() {
  const viewerQuery = useLoaderData() as PreloadedQuery<AppShellQuery>;
  const routeName = useRouteName();
  useRouteEffects(routeName);
  const navigation = useNavigation();
  const { t, i18n } = useLingui();
  const title = ROUTE_TITLES[routeName];
  // The home page is the site itself; a game page names itself once its data is there.
  useDocumentTitle(routeName === 'home' ? '' : title ? i18n._(title) : null);
  const announcement = useRouteFocus();
  return (
    <div className="app">
      {/* A new page starts at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {/* A live region without role=status: the page's own status messages stay the only ones. */}
      <p className="route-announcer visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <Header
        accountMenu={
          <Suspense fallback={<AccountMenuPlaceholder />}>
            <WithViewer query={viewerQuery}>
              <AccountMenu />
            </WithViewer>
          </Suspense>
        }
      />
      <OfflineBanner />
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t`Loading…`} />}
      <main id="main" className="page" tabIndex={-1}>
        <TermsGate routeName={routeName}>
          <Suspense fallback={<PageLoading />}>
            <WithViewer query={viewerQuery}>
              <UnverifiedEmailBanner routeName={routeName} />
              <PendingChanges />
              <Outlet />
              <PageHydrated />
            </WithViewer>
          </Suspense>
        </TermsGate>
      </main>
      <Footer />
    </div>
  );
}

/** Provides the viewer to its children, suspending them (not the layout) until it is known. */
function WithViewer({ query: queryRef, children }: { query: PreloadedQuery<AppShellQuery>; children: ReactNode }) {
  const { viewer } = usePreloadedQuery<AppShellQuery>(query, queryRef);
  return <ViewerProvider user={viewer}>{children}</ViewerProvider>;
}

/** Holds the account menu's place (a visitor's Log in button) so the header does not move when it comes. */
function AccountMenuPlaceholder() {
  return (
    <span className="button account-login" aria-hidden="true" style={{ visibility: 'hidden' }}>
      <Trans>Log in</Trans>
    </span>
  );
}

export function PageLoading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
