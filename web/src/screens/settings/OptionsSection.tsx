import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GameDefaults } from '../../preferences/preference-values.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useClickSound } from '../../preferences/sound.ts';

type OptionField = 'showProfile' | 'showFriendRequests' | 'showConsoleManagement';

export function OptionsSection() {
  const { gameDefaults, setGameDefaults } = usePreferences();
  const click = useClickSound();

  const option = (key: OptionField, label: ReactNode) => (
    <label className="settings-toggle">
      <input
        type="checkbox"
        checked={gameDefaults[key]}
        onChange={(event) => {
          click();
          const next: GameDefaults = { ...gameDefaults, [key]: event.target.checked };
          setGameDefaults(next);
        }}
        aria-describedby="settings-options-hint"
      />
      <span>{label}</span>
    </label>
  );

  return (
    <section className="settings-section card" aria-labelledby="settings-options">
      <h2 id="settings-options">
        <Trans>Options</Trans>
      </h2>
      <p id="settings-options-hint" className="settings-hint muted">
        <Trans>
          Console management appears below this section when it is switched on. The profile and friend request switches
          choose whether the account menu links to those pages. All three are saved in this browser.
        </Trans>
      </p>
      <div className="settings-options">
        {option('showProfile', <Trans>Show profile</Trans>)}
        {option('showFriendRequests', <Trans>Show friend requests</Trans>)}
        {option('showConsoleManagement', <Trans>Show console management</Trans>)}
      </div>
    </section>
  );
}
