import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { StoredLanguage } from '../../i18n/stored-languages.ts';
import { LANGUAGE_OPTIONS } from '../../i18n/languages.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useClickSound } from '../../preferences/sound.ts';

export function LanguageSection() {
  const { language, setLanguage } = usePreferences();
  const click = useClickSound();
  // The catalogue loads before the language switches; show the choice straight away meanwhile.
  const [pending, setPending] = useState<StoredLanguage | null>(null);
  const choose = (code: StoredLanguage) => {
    click();
    setPending(code);
    setLanguage(code)
      .catch((error: unknown) => console.error(error))
      .finally(() => setPending(null));
  };
  return (
    <section className="settings-section card" aria-labelledby="settings-language">
      <h2 id="settings-language">
        <Trans>Language</Trans>
      </h2>
      <fieldset className="settings-group">
        <legend>
          <Trans>Interface language</Trans>
        </legend>
        <div className="language-choices">
          {LANGUAGE_OPTIONS.map((option) => (
            <label key={option.code} className="language-choice">
              <input
                type="radio"
                name="language"
                value={option.code}
                checked={(pending ?? language) === option.code}
                onChange={() => choose(option.code)}
              />
              <span className="language-icon" aria-hidden="true">
                {option.icon}
              </span>
              {/* Written in the language itself, so it is announced in that language's voice. */}
              <span lang={option.locale}>{option.name}</span>
              <span className="language-code muted">{option.code}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="settings-hint muted">
        <Trans>When you are logged in, the mail we send you is written in this language too.</Trans>
      </p>
    </section>
  );
}
