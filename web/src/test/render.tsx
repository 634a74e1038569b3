import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { messages as en } from '../locales/en/messages.ts';
import { messages as nl } from '../locales/nl/messages.ts';
import { PreferencesProvider } from '../preferences/PreferencesProvider.tsx';

const catalogues = { en, nl };

export interface RenderOptions {
  path?: string;
  locale?: keyof typeof catalogues;
  /** Other pages the element may link or navigate to. */
  routes?: RouteObject[];
  /** The Relay environment the app would provide; see fake-relay.tsx for one with a fake server. */
  environment?: Environment;
}

/** Renders `element` at `path` inside the app's real providers, with the given catalogue. */
export function renderAt(
  element: ReactElement,
  { path = '/', locale = 'en', routes = [], environment }: RenderOptions = {},
) {
  i18n.loadAndActivate({ locale, messages: catalogues[locale] });
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  const withRelay = (children: ReactNode) =>
    environment ? <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider> : children;
  return render(
    <I18nProvider i18n={i18n}>
      {withRelay(
        <PreferencesProvider>
          <RouterProvider router={router} />
        </PreferencesProvider>,
      )}
    </I18nProvider>,
  );
}
