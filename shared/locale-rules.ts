// The interface languages as the account stores them: the browser keeps its own choice (with
// Japanese written "jp" in localStorage) and tells the API, which writes each member's mail in it.
/** BCP 47 tags of the five interface languages. */
export const LOCALES = ['en', 'nl', 'fr', 'es', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A stored language, or the default for one this version does not know. */
export function knownLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
