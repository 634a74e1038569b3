/** UI languages. Japanese is `ja` in the catalogues but stored as `jp`, as the spec says. */
export const LANGUAGES = ['en', 'nl', 'fr', 'es', 'jp'] as const;
export type StoredLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: StoredLanguage = 'en';
