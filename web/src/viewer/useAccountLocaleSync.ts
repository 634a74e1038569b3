import { useEffect } from 'react';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { languageOption } from '../i18n/languages.ts';
import { useUpdateLocale } from './useUpdateLocale.ts';

/**
 * The browser's language is the member's choice (localStorage); the account keeps a copy so mail
 * is written in it. Sent after signing up or logging in, and whenever the choice changes.
 */
export function useAccountLocaleSync(viewer: { id: string; locale?: string | null | undefined } | null): void {
  const { language } = usePreferences();
  const updateLocale = useUpdateLocale();
  const { locale } = languageOption(language);
  const accountLocale = viewer?.locale;
  const signedIn = viewer !== null;
  useEffect(() => {
    if (signedIn && accountLocale !== locale) updateLocale(locale);
  }, [signedIn, accountLocale, locale, updateLocale]);
}
