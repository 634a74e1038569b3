import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_GAME_DEFAULTS,
  VERSION_CHOICES,
  type GameDefaults,
  type VersionChoice,
} from '../../preferences/preference-values.ts';
import { REGIONS } from '#shared/rules';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { useRegionLabel } from '../../games/region-label.ts';
import { useClickSound } from '../../preferences/sound.ts';

type SelectField = 'defaultRegion' | 'defaultVersion' | 'fallbackRegion' | 'fallbackVersion';

export function GameDefaultsSection() {
  const { t } = useLingui();
  const { gameDefaults, setGameDefaults } = usePreferences();
  const click = useClickSound();
  const [restored, setRestored] = useState(false);
  const regionLabel = useRegionLabel();
  const versionLabels: Record<VersionChoice, string> = { earliest: t`Earliest release`, latest: t`Latest release` };

  const update = <K extends keyof GameDefaults>(key: K, value: GameDefaults[K]) => {
    click();
    setRestored(false);
    setGameDefaults({ ...gameDefaults, [key]: value });
  };

  const select = <K extends SelectField>(
    key: K,
    label: string,
    options: readonly GameDefaults[K][],
    text: (o: GameDefaults[K]) => string,
  ) => (
    <div className="field">
      <label htmlFor={`settings-${key}`}>{label}</label>
      <select
        id={`settings-${key}`}
        value={gameDefaults[key]}
        onChange={(event) => update(key, event.target.value as GameDefaults[K])}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );

  const reset = () => {
    click();
    // Only this section's fields: the options below are kept.
    setGameDefaults({
      ...gameDefaults,
      defaultRegion: DEFAULT_GAME_DEFAULTS.defaultRegion,
      defaultVersion: DEFAULT_GAME_DEFAULTS.defaultVersion,
      fallbackRegion: DEFAULT_GAME_DEFAULTS.fallbackRegion,
      fallbackVersion: DEFAULT_GAME_DEFAULTS.fallbackVersion,
      sortByDate: DEFAULT_GAME_DEFAULTS.sortByDate,
    });
    setRestored(true);
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-game-defaults">
      <h2 id="settings-game-defaults">
        <Trans>Game defaults</Trans>
      </h2>
      <p className="settings-hint muted">
        <Trans>
          Games show the version from your default region first. When a game has no version there, the fallback region
          is used.
        </Trans>
      </p>
      <div className="settings-fields">
        {select('defaultRegion', t`Default region`, REGIONS, regionLabel)}
        {select('defaultVersion', t`Default version`, VERSION_CHOICES, (v) => versionLabels[v])}
        {select('fallbackRegion', t`Fallback region`, REGIONS, regionLabel)}
        {select('fallbackVersion', t`Fallback version`, VERSION_CHOICES, (v) => versionLabels[v])}
      </div>
      <label className="settings-toggle">
        <input
          type="checkbox"
          checked={gameDefaults.sortByDate}
          onChange={(event) => update('sortByDate', event.target.checked)}
        />
        <span>
          <Trans>Sort versions by release date</Trans>
        </span>
      </label>
      <div className="settings-actions">
        <button type="button" onClick={reset}>
          <Trans>Reset to defaults</Trans>
        </button>
        <p role="status" className="settings-status">
          {restored && <Trans>Game defaults restored.</Trans>}
        </p>
      </div>
    </section>
  );
}
