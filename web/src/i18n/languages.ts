import type { StoredLanguage } from './stored-languages.ts';
import type { Locale } from '#shared/locale-rules';

export interface LanguageOption {
  /** What localStorage holds (the spec stores Japanese as "jp"). */
  code: StoredLanguage;
  locale: Locale;
  /** Formatting locale for dates and numbers; English formats as en-US (spec default). */
  formatLocale: string;
  /** The language's own name: people look for their language written in it. */
  name: string;
  icon: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', locale: 'en', formatLocale: 'en-US', name: 'English', icon: '🇬🇧' },
  { code: 'nl', locale: 'nl', formatLocale: 'nl-NL', name: 'Nederlands', icon: '🇳🇱' },
  { code: 'fr', locale: 'fr', formatLocale: 'fr-FR', name: 'Français', icon: '🇫🇷' },
  { code: 'es', locale: 'es', formatLocale: 'es-ES', name: 'Español', icon: '🇪🇸' },
  { code: 'jp', locale: 'ja', formatLocale: 'ja-JP', name: '日本語', icon: '🇯🇵' },
];

export function languageOption(code: StoredLanguage): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0]!;
}
