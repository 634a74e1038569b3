import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type DataRouter } from 'react-router';
import type { Environment } from 'relay-runtime';
import { PreferencesProvider } from '../preferences/PreferencesProvider.tsx';
import { CatalogueUnavailable } from '../layout/CatalogueUnavailable.tsx';
import { LiveConnectionStatus } from '../layout/LiveConnectionStatus.tsx';
import { InitialStorageContext } from './preference-cookies.ts';

interface AppProps {
  i18n: I18n;
  environment: Environment;
  /** The server's view of the preferences while a server-rendered page hydrates. */
  initialStorage: Storage | null;
  /** The browser's router; the server passes its static router element instead. */
  router?: DataRouter;
  /** The server could not read the catalogue for this page (PageData.catalogueUnavailable). */
  catalogueUnavailable?: boolean;
  children?: ReactNode;
}

/**
 * The providers around the router, the same on the server and in the browser: hydration needs
 * both to render the same tree.
 */
export function App({ i18n, environment, initialStorage, router, catalogueUnavailable = false, children }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={environment}>
        <InitialStorageContext value={initialStorage}>
          <PreferencesProvider>
            <CatalogueUnavailable renderedUnavailable={catalogueUnavailable} />
            <LiveConnectionStatus />
            {/* Its state updates are transitions (useTransitions unset): the page on show stays,
                with the progress bar, while the next one suspends for its data. */}
            {router ? <RouterProvider router={router} /> : children}
          </PreferencesProvider>
        </InitialStorageContext>
      </RelayEnvironmentProvider>
    </I18nProvider>
  );
}
