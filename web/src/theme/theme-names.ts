// The spec's 13 themes (section 3); each is a `data-theme` block in themes.css.
export const THEMES = [
  'light',
  'dark',
  'high_light',
  'high_dark',
  'cute',
  'spear',
  'jump',
  'jump2',
  'edgy',
  'speed',
  'spark',
  'block',
  'robot',
] as const;
export type Theme = (typeof THEMES)[number];
/** The picker on the root screen offers only these. */
export const ROOT_PICKER_THEMES = ['light', 'dark', 'high_light', 'high_dark'] as const satisfies readonly Theme[];
export const HIGH_CONTRAST_THEMES = ['high_light', 'high_dark'] as const satisfies readonly Theme[];
/** Themes painted light-on-dark (their `color-scheme` in web/src/theme/themes.css is dark). */
export const DARK_THEMES = [
  'dark',
  'high_dark',
  'spear',
  'jump2',
  'edgy',
  'speed',
  'block',
  'robot',
] as const satisfies readonly Theme[];
export const DEFAULT_THEME: Theme = 'dark';
