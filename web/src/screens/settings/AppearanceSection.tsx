import { Trans, useLingui } from '@lingui/react/macro';
import { DARK_THEMES, HIGH_CONTRAST_THEMES, THEMES, type Theme } from '../../theme/theme-names.ts';
import { FONTS, type Font } from '../../preferences/preference-values.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { playClick, useClickSound } from '../../preferences/sound.ts';
import { useThemeLabels } from '../../theme/theme-labels.ts';

export const isDarkTheme = (theme: Theme): boolean => (DARK_THEMES as readonly Theme[]).includes(theme);
export const isHighContrastTheme = (theme: Theme): boolean =>
  (HIGH_CONTRAST_THEMES as readonly Theme[]).includes(theme);

/** The base theme for a dark-mode and contrast choice: toggling either switch leaves a fun theme for its base. */
export function baseTheme(dark: boolean, highContrast: boolean): Theme {
  if (highContrast) return dark ? 'high_dark' : 'high_light';
  return dark ? 'dark' : 'light';
}

export function AppearanceSection() {
  const { t } = useLingui();
  const { theme, font, soundEffects, setTheme, setFont, setSoundEffects } = usePreferences();
  const labels = useThemeLabels();
  const click = useClickSound();
  const dark = isDarkTheme(theme);
  const highContrast = isHighContrastTheme(theme);
  const fontLabels: Record<Font, string> = {
    Roboto: 'Roboto',
    'system-ui': t`System font`,
    serif: t`Serif`,
    monospace: t`Monospace`,
  };

  const chooseTheme = (next: Theme) => {
    click();
    setTheme(next);
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">
        <Trans>Appearance</Trans>
      </h2>

      <fieldset className="settings-group">
        <legend>
          <Trans>Theme</Trans>
        </legend>
        <div className="theme-choices">
          {THEMES.map((name) => (
            <label key={name} className="theme-choice">
              <input
                type="radio"
                name="theme"
                value={name}
                checked={theme === name}
                onChange={() => chooseTheme(name)}
              />
              {/* The swatch carries data-theme, so it is painted with that theme's own variables. */}
              <span className="theme-swatch" data-theme={name} aria-hidden="true">
                <span className="theme-swatch-primary" />
                <span className="theme-swatch-accent" />
              </span>
              <span>{labels[name]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="settings-switches">
        <label className="settings-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={dark}
            onChange={(event) => chooseTheme(baseTheme(event.target.checked, highContrast))}
            aria-describedby="settings-mode-hint"
          />
          <span>
            <Trans>Dark mode</Trans>
          </span>
        </label>
        <label className="settings-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={highContrast}
            onChange={(event) => chooseTheme(baseTheme(dark, event.target.checked))}
            aria-describedby="settings-mode-hint"
          />
          <span>
            <Trans>High contrast</Trans>
          </span>
        </label>
        <p id="settings-mode-hint" className="settings-hint muted">
          <Trans>These switches choose between the light, dark and high-contrast themes.</Trans>
        </p>
      </div>

      <div className="field settings-font">
        <label htmlFor="settings-font">
          <Trans>Font</Trans>
        </label>
        <select
          id="settings-font"
          value={font}
          style={{ fontFamily: font }}
          onChange={(event) => {
            click();
            setFont(event.target.value as Font);
          }}
        >
          {/* Each font name is also a valid CSS font family, so every option previews itself. */}
          {FONTS.map((name) => (
            <option key={name} value={name} style={{ fontFamily: name }}>
              {fontLabels[name]}
            </option>
          ))}
        </select>
      </div>

      <label className="settings-toggle">
        <input
          type="checkbox"
          checked={soundEffects}
          onChange={(event) => {
            setSoundEffects(event.target.checked);
            // Let the user hear what they just switched on.
            if (event.target.checked) playClick();
          }}
        />
        <span>
          <Trans>Sound effects</Trans>
        </span>
      </label>
    </section>
  );
}
