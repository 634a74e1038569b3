import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TermsGate } from '../terms/TermsGate.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { useRouteEffects, useRouteName } from './route-effects.ts';
import { useDocumentTitle } from './document-title.ts';
import { ROUTE_TITLES } from '../routes/route-titles.ts';

export function AppShell() {
  const routeName = useRouteName();
  useRouteEffects(routeName);
  const navigation = useNavigation();
  const { t, i18n } = useLingui();
  const title = ROUTE_TITLES[routeName];
  // The home page is the site itself; a game page names itself once its data is there.
  useDocumentTitle(routeName === 'home' ? '' : title ? i18n._(title) : null);
  return (
    <div className="app">
      <a className="skip-link" href="#main"><Trans>Skip to content</Trans></a>
      <Header />
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t`Loading…`} />}
      <main id="main" className="page" tabIndex={-1}>
        <TermsGate routeName={routeName}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </TermsGate>
      </main>
      <Footer />
    </div>
  );
}

export function PageLoading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
