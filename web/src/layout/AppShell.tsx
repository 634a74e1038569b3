import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useNavigation } from 'react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { preloadQuery } from '../relay/preload.ts';
import { ViewerProvider } from '../viewer/useViewer.ts';
import { TermsGate } from '../terms/TermsGate.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { useRouteEffects, useRouteName } from './route-effects.ts';
import { useDocumentTitle } from './document-title.ts';
import { useRouteFocus } from './route-focus.ts';
import { ROUTE_TITLES } from '../routes/route-titles.ts';

const query = graphql`
  query AppShellQuery {
    viewer {
      ...useViewer_user
    }
  }
`;

/** Who is signed in, fetched once with the shell; login and logout update it in the store. */
export function loader() {
  return preloadQuery<AppShellQuery>(query, {}, 'network-only');
}

// The shell's query never reloads on navigation: the store keeps `viewer` current.
export const shouldRevalidate = () => false;

export function AppShell() {
  const { viewer } = usePreloadedQuery<AppShellQuery>(query, useLoaderData() as PreloadedQuery<AppShellQuery>);
  const routeName = useRouteName();
  useRouteEffects(routeName);
  const navigation = useNavigation();
  const { t, i18n } = useLingui();
  const title = ROUTE_TITLES[routeName];
  // The home page is the site itself; a game page names itself once its data is there.
  useDocumentTitle(routeName === 'home' ? '' : title ? i18n._(title) : null);
  const announcement = useRouteFocus();
  return (
    <ViewerProvider user={viewer}>
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
        <Header />
        {navigation.state === 'loading' && (
          <div className="route-progress" role="progressbar" aria-label={t`Loading…`} />
        )}
        <main id="main" className="page" tabIndex={-1}>
          <TermsGate routeName={routeName}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </TermsGate>
        </main>
        <Footer />
      </div>
    </ViewerProvider>
  );
}

export function PageLoading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
