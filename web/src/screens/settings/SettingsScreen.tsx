import { Trans } from '@lingui/react/macro';
import { AppearanceSection } from './AppearanceSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { GameDefaultsSection } from './GameDefaultsSection.tsx';
import { OptionsSection } from './OptionsSection.tsx';
import './settings.css';

/** Local preferences (spec sections 3 and 4): every change applies at once and is saved in this browser. */
export function Component() {
  return (
    <article className="settings">
      <h1><Trans>Settings</Trans></h1>
      <p className="muted">
        <Trans>Changes apply at once and are saved in this browser.</Trans>
      </p>
      <AppearanceSection />
      <LanguageSection />
      <GameDefaultsSection />
      <OptionsSection />
    </article>
  );
}
