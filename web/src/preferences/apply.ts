import { HIGH_CONTRAST_THEMES, type Theme } from '../theme/theme-names.ts';
import { type Font } from './preference-values.ts';

// Every stack names Noto Sans JP before its generic family, so Japanese titles never show as empty
// boxes on a system without a Japanese font; its faces cover Japanese characters only.
const FONT_STACKS: Record<Font, string> = {
  Roboto: "'Roboto', 'Noto Sans JP', system-ui, sans-serif",
  'system-ui': "system-ui, 'Noto Sans JP', sans-serif",
  serif: "Georgia, 'Times New Roman', 'Noto Sans JP', serif",
  monospace: "ui-monospace, 'DejaVu Sans Mono', 'Noto Sans JP', monospace",
};

/** Themes are CSS custom properties keyed on <html data-theme>; see theme/themes.css. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.contrast = (HIGH_CONTRAST_THEMES as readonly string[]).includes(theme)
    ? 'high'
    : 'normal';
}

export function applyFont(font: Font): void {
  document.documentElement.style.setProperty('--font-family', FONT_STACKS[font]);
}
