import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoredLanguage } from '../i18n/stored-languages.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { LANGUAGE_OPTIONS } from '../i18n/languages.ts';
import { loadJapaneseFont } from '../theme/japanese-font.ts';

/** Each option carries the language's code, name and icon (spec section 3). */
export function LanguagePicker() {
  const { t } = useLingui();
  const { language, setLanguage } = usePreferences();
  // Offline, a catalogue this device never loaded cannot be fetched: the page keeps its language.
  const [unavailable, setUnavailable] = useState(false);
  const choose = (next: StoredLanguage) => {
    setUnavailable(false);
    setLanguage(next).catch(() => setUnavailable(true));
  };
  return (
    <>
      {/* Choosing needs script (it is stored in localStorage): left out without it (base.css). */}
      <label className="compact-field needs-script">
        <span className="visually-hidden">{t`Language`}</span>
        <select
          value={language}
          onChange={(event) => choose(event.target.value as StoredLanguage)}
          aria-label={t`Language`}
          // The options name Japanese in Japanese: its font is fetched before the list opens, not
          // on every page (theme/japanese-font.ts).
          data-japanese-font="on-focus"
          onFocus={loadJapaneseFont}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.code} value={option.code} lang={option.locale}>
              {option.icon} {option.name} ({option.code})
            </option>
          ))}
        </select>
      </label>
      {unavailable && (
        <p className="language-unavailable" role="alert">
          {t`That language needs the network the first time it is used on this device: the page stays in its current language.`}
        </p>
      )}
    </>
  );
}
