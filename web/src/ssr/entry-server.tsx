// The server's side of the app (built by `vite build --ssr` into dist/server/, loaded by
// api/src/http/ssr/): renders a request's page from the browser's own route table, with a Relay
// environment of its own whose operations the API executes in-process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setupI18n } from '@lingui/core';
import type { Environment, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { createRelayEnvironment } from '../relay/environment.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { languageOption } from '../i18n/languages.ts';
import { readLanguage, readTheme } from '../preferences/storage.ts';
import { routes } from '../routes/routes.tsx';
import { HIGH_CONTRAST_THEMES } from '../theme/theme-names.ts';
import { App } from './App.tsx';
import { setServerSiteOrigin } from '../layout/route-effects.ts';
import { setEnvironmentSource } from './environment-source.ts';
import { pageDataScript } from './page-data.ts';
import { serverNetwork } from './server-network.ts';
import { preferencesFromCookies, snapshotStorage } from './preference-cookies.ts';

/** Runs one operation for the request being rendered (the API's in-process executor). */
export type ExecuteOperation = (operation: RequestParameters, variables: Variables) => Promise<GraphQLResponse>;

export interface RenderOptions {
  execute: ExecuteOperation;
  /** The site's public origin (SITE_ORIGIN), for the links pages print. */
  siteOrigin: string;
  /** For React's inline scripts (streamed Suspense boundaries), allowed by the page's CSP. */
  nonce: string;
}

export interface RenderedPage {
  status: number;
  /**
   * The database did not answer the page's queries: the page is its loading state with the
   * notice, sent as a 503 at once (its pending parts left to the browser, which retries).
   */
  unavailable: boolean;
  /** `<html lang>`, the catalogue's locale. */
  locale: string;
  theme: string;
  contrast: 'high' | 'normal';
  /** Starts React's stream; the callbacks are renderToPipeableStream's. */
  stream(callbacks: {
    onShellReady(): void;
    onShellError(error: unknown): void;
    onAllReady(): void;
    onError(error: unknown): void;
  }): PipeableStream;
  /** The page data block, once the whole page has rendered (onAllReady). */
  pageData(): string;
}

const requestEnvironment = new AsyncLocalStorage<Environment>();
setEnvironmentSource(() => {
  const environment = requestEnvironment.getStore();
  if (!environment) throw new Error('A server loader ran outside its request');
  return environment;
});

const handler = createStaticHandler(routes);

/**
 * How long the shell waits for the page's other parts. React streams a Suspense part that is
 * not ready when the shell is sent as a hidden element, which its inline script moves into place
 * later: a browser without script (and many crawlers) would never see it. Parts are normally
 * ready within milliseconds (the loaders' queries have answered, in-process), so the page is
 * sent whole; a part still waiting after this streams as before, so a slow one cannot hold
 * every reader's first paint for long.
 */
const WHOLE_PAGE_WAIT_MS = 2000;

/**
 * React's callbacks with the shell's readiness held back until the whole page is ready, or the
 * wait is over. Not when the catalogue is unavailable: those parts wait for the database, and
 * the shell goes at once with its notice (its pending parts left to the browser). `endWait`
 * sends a held shell at once, clearing the wait's timer; before React has the shell it does
 * nothing (React then reports onShellError), and after the shell went nothing either.
 */
function wholePageFirst<T extends { onShellReady(): void; onAllReady(): void }>(callbacks: T, unavailable: boolean) {
  let sent = false;
  let wait: ReturnType<typeof setTimeout> | undefined;
  const sendShell = () => {
    clearTimeout(wait);
    if (sent) return;
    sent = true;
    callbacks.onShellReady();
  };
  const held: T = {
    ...callbacks,
    onShellReady() {
      if (unavailable || sent) sendShell();
      else wait = setTimeout(sendShell, WHOLE_PAGE_WAIT_MS);
    },
    onAllReady() {
      sendShell();
      callbacks.onAllReady();
    },
  };
  const endWait = () => {
    if (wait !== undefined) sendShell();
  };
  return { callbacks: held, endWait };
}

/** A redirect or other answer the router gives instead of a page, or the page to stream. */
export async function render(request: Request, options: RenderOptions): Promise<Response | RenderedPage> {
  setServerSiteOrigin(options.siteOrigin);
  const preferences = preferencesFromCookies(request.headers.get('cookie'));
  const storage = snapshotStorage(preferences);
  const { locale } = languageOption(readLanguage(storage));
  const i18n = setupI18n({ locale, messages: { [locale]: (await loadCatalogue(locale)).messages } });
  const server = serverNetwork(options.execute);
  const environment = createRelayEnvironment({ network: server.network, isServer: true });
  const context = await requestEnvironment.run(environment, () => handler.query(request));
  if (context instanceof Response) return context;
  // The loaders' queries (in-process, a few milliseconds) answer before the page is sent: its
  // status says whether the catalogue could be read, and the shell has their data.
  await server.settled();
  const unavailable = server.unavailable();
  const theme = readTheme(storage);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <App i18n={i18n} environment={environment} initialStorage={storage} catalogueUnavailable={unavailable}>
        {/* Loader data are Relay references, not JSON: the browser runs its loaders again, from
            the records in the page data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
      </App>
    </StrictMode>
  );
  return {
    status: unavailable ? 503 : context.statusCode,
    unavailable,
    locale,
    theme,
    contrast: (HIGH_CONTRAST_THEMES as readonly string[]).includes(theme) ? 'high' : 'normal',
    stream: (callbacks) => {
      const shell = wholePageFirst(callbacks, unavailable);
      const stream = requestEnvironment.run(environment, () =>
        renderToPipeableStream(app, {
          nonce: options.nonce,
          // A part that is ready when the page is sent is written in place, whatever its size.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          ...shell.callbacks,
        }),
      );
      return {
        ...stream,
        // Aborted while the shell is held (the reader left): the wait ends with the render, its
        // timer cleared, and the caller still hears of the shell. Not left to React calling
        // onAllReady after an abort, which React 19.3 does but does not document.
        abort(reason?: unknown) {
          shell.endWait();
          stream.abort(reason);
        },
      };
    },
    pageData: () =>
      pageDataScript({
        records: environment.getStore().getSource().toJSON(),
        preferences,
        ...(unavailable ? { catalogueUnavailable: true } : {}),
      }),
  };
}
