import { i18n, type Messages } from '@lingui/core';
import type { StoredLanguage } from './stored-languages.ts';
import type { Locale } from '#shared/locale-rules';
import { languageOption } from './languages.ts';
import { keepCatalogueOffline } from '../offline/keep-catalogue.ts';

// Compiled catalogues (npm run i18n:compile), split per language so each loads on demand.
// English is the source language: the build leaves every message's English text in the code
// (scripts/build/source-messages.ts), so English loads no catalogue.
// Built, each catalogue also exports its chunk's address (scripts/build/catalogue-url.ts).
const catalogues: Record<Locale, () => Promise<{ messages: Messages; url?: string }>> = {
  en: async () => ({ messages: {} }),
  nl: () => import('../locales/nl/messages.ts'),
  fr: () => import('../locales/fr/messages.ts'),
  es: () => import('../locales/es/messages.ts'),
  ja: () => import('../locales/ja/messages.ts'),
};

/** A language's compiled messages (the server renders each request with its own i18n instance). */
export const loadCatalogue = (locale: Locale) => catalogues[locale]();

/**
 * Loads a language's catalogue and switches to it. Rejects, leaving the current language active,
 * when the catalogue cannot be fetched (offline, and never used on this device).
 */
export async function activateLanguage(code: StoredLanguage): Promise<void> {
  const { locale } = languageOption(code);
  const { messages, url } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (import.meta.env.PROD) void keepCatalogueOffline(url);
}

export { i18n };
