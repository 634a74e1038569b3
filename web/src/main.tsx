import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './theme/roboto.css';
import './theme/themes.css';
import './theme/base.css';
import { relayEnvironment } from './relay/environment.ts';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { DEFAULT_LANGUAGE } from './i18n/stored-languages.ts';
import { applyFont, applyTheme } from './preferences/apply.ts';
import { readFont, readLanguage, readTheme } from './preferences/storage.ts';
import { routes } from './routes/routes.tsx';
import { loadJapaneseFontOnDemand } from './theme/japanese-font.ts';
import { readPageData } from './ssr/page-data.ts';
import { mirrorAllToCookies, snapshotStorage } from './ssr/preference-cookies.ts';
import { routerReady } from './ssr/router-ready.ts';
import { setHydrating } from './ssr/environment-source.ts';
import { App } from './ssr/App.tsx';
import { registerServiceWorkerAfterLoad } from './offline/register-service-worker.ts';

applyTheme(readTheme());
applyFont(readFont());
// localStorage holds the preferences; the server renders the next page from their cookie copies.
try {
  mirrorAllToCookies(localStorage);
} catch {
  // No storage (privacy modes): the server renders the defaults, as this page does.
}

// A server-rendered page hydrates with what the server rendered from: its records (already in
// relayEnvironment's store) and its view of the preferences; localStorage takes over after.
const pageData = readPageData();
const initialStorage = pageData ? snapshotStorage(pageData.preferences) : null;
// Offline, a catalogue missing from the worker's cache leaves the page in English, not broken.
await activateLanguage(readLanguage(initialStorage ?? undefined)).catch(() => activateLanguage(DEFAULT_LANGUAGE));

setHydrating(pageData !== null);
const router = createBrowserRouter(routes);
// Japanese titles get Noto Sans JP, fetched only by pages that show Japanese text.
loadJapaneseFontOnDemand();
// The first page's loaders and code, so the first render is the page and not a placeholder.
// Its queries are answered from the server's records: nothing is fetched again.
await routerReady(router);
// Until the first navigation or revalidation (an import's, say: it must ask the server again):
// Suspense boundaries hydrate after the root, each in its own pass.
const stopHydrating = router.subscribe((state) => {
  if (state.navigation.state === 'idle' && state.revalidation === 'idle') return;
  setHydrating(false);
  stopHydrating();
});

const app = (
  <StrictMode>
    <App
      i18n={i18n}
      environment={relayEnvironment}
      initialStorage={initialStorage}
      router={router}
      catalogueUnavailable={pageData?.catalogueUnavailable === true}
    />
  </StrictMode>
);
const container = document.getElementById('root')!;
// A mismatch React recovers from by rendering afresh is still a defect: logged, so tests see it.
if (pageData) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
else createRoot(container).render(app);
// Pages read offline and an installable app (docs/offline.md); never before the page has loaded.
registerServiceWorkerAfterLoad();
