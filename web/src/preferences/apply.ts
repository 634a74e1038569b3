import { HIGH_CONTRAST_THEMES, type Theme } from '../theme/theme-names.ts';
import { type Font } from './preference-values.ts';

// Every stack names the site's Noto Sans JP ('Vault Japanese', scripts/build/japanese-font.ts says
// why that name) before its generic family, so Japanese titles never show as empty boxes on a
// system without a Japanese font; its faces cover Japanese characters only.
const FONT_STACKS: Record<Font, string> = {
  Roboto: "'Roboto', 'Vault Japanese', system-ui, sans-serif",
  'system-ui': "system-ui, 'Vault Japanese', sans-serif",
  serif: "Georgia, 'Times New Roman', 'Vault Japanese', serif",
  monospace: "ui-monospace, 'DejaVu Sans Mono', 'Vault Japanese', monospace",
};

/** Themes are CSS custom properties keyed on <html data-theme>; see theme/themes.css. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.contrast = (HIGH_CONTRAST_THEMES as readonly string[]).includes(theme)
    ? 'high'
    : 'normal';
  // The browser's own bars (and an installed app's title bar) take the theme's background.
  const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const background = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
  if (themeColor && background) themeColor.content = background;
}

export function applyFont(font: Font): void {
  document.documentElement.style.setProperty('--font-family', FONT_STACKS[font]);
}
