import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from '@lingui/react';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './theme/themes.css';
import './theme/base.css';
import { relayEnvironment } from './relay/environment.ts';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { PreferencesProvider } from './preferences/PreferencesProvider.tsx';
import { applyFont, applyTheme } from './preferences/apply.ts';
import { readFont, readLanguage, readTheme } from './preferences/storage.ts';
import { routes } from './routes/routes.tsx';
import { CatalogueUnavailable } from './layout/CatalogueUnavailable.tsx';
import { LiveConnectionStatus } from './layout/LiveConnectionStatus.tsx';
import { loadJapaneseFontOnDemand } from './theme/japanese-font.ts';

applyTheme(readTheme());
applyFont(readFont());
// The saved language is restored before the first render; unknown values fall back to English.
await activateLanguage(readLanguage());

const router = createBrowserRouter(routes);
// Japanese titles get Noto Sans JP, fetched only by pages that show Japanese text.
loadJapaneseFontOnDemand();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={relayEnvironment}>
        <PreferencesProvider>
          <CatalogueUnavailable />
          <LiveConnectionStatus />
          {/* Its state updates are transitions (useTransitions unset): the page on show stays,
              with the progress bar, while the next one suspends for its data. */}
          <RouterProvider router={router} />
        </PreferencesProvider>
      </RelayEnvironmentProvider>
    </I18nProvider>
  </StrictMode>,
);
