import { useLingui } from '@lingui/react/macro';
import { ROOT_PICKER_THEMES, type Theme } from '../theme/theme-names.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { useThemeLabels } from '../theme/theme-labels.ts';

/** The root screen's picker: the four base themes (the rest live in Settings → Appearance). */
export function ThemePicker() {
  const { t } = useLingui();
  const { theme, setTheme } = usePreferences();
  const labels = useThemeLabels();
  const offered: readonly Theme[] = (ROOT_PICKER_THEMES as readonly Theme[]).includes(theme)
    ? ROOT_PICKER_THEMES
    : [...ROOT_PICKER_THEMES, theme];
  return (
    // Choosing needs script (it is stored in localStorage): left out without it (base.css).
    <label className="compact-field needs-script">
      <span className="visually-hidden">{t`Theme`}</span>
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)} aria-label={t`Theme`}>
        {offered.map((name) => (
          <option key={name} value={name}>
            {labels[name]}
          </option>
        ))}
      </select>
    </label>
  );
}
