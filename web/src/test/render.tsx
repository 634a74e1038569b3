import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { messages as en } from '../locales/en/messages.ts';
import { messages as nl } from '../locales/nl/messages.ts';
import { PreferencesProvider } from '../preferences/PreferencesProvider.tsx';

const catalogues = { en, nl };

/** Renders `element` at `path` inside the app's real providers, with the given catalogue. */
export function renderAt(element: ReactElement, { path = '/', locale = 'en' as keyof typeof catalogues, routes = [] as RouteObject[] } = {}) {
  i18n.loadAndActivate({ locale, messages: catalogues[locale] });
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </I18nProvider>,
  );
}
