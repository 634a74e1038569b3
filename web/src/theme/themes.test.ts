import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_THEMES, HIGH_CONTRAST_THEMES, THEMES } from './theme-names.ts';

const css = readFileSync(path.resolve(import.meta.dirname, 'themes.css'), 'utf8');

/** Custom properties and color-scheme of one theme's block. */
function themeBlock(theme: string): Map<string, string> {
  const match = new RegExp(`\\[data-theme=['"]${theme}['"]\\][^{]*\\{([^}]*)\\}`).exec(css);
  if (!match) return new Map();
  return new Map([...match[1]!.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('themes.css', () => {
  const reference = [...themeBlock('dark').keys()].sort();

  it.each(THEMES)('defines the %s theme with the same properties as dark', (theme) => {
    expect([...themeBlock(theme).keys()].sort()).toEqual(reference);
  });

  it.each(THEMES)('%s has the colour scheme the rules module says', (theme) => {
    const dark = (DARK_THEMES as readonly string[]).includes(theme);
    expect(themeBlock(theme).get('color-scheme')).toBe(dark ? 'dark' : 'light');
  });

  it.each(HIGH_CONTRAST_THEMES)('%s uses disabled opacity 1 and medium emphasis 0.7', (theme) => {
    const block = themeBlock(theme);
    expect(Number(block.get('--opacity-disabled'))).toBe(1);
    expect(Number(block.get('--opacity-medium-emphasis'))).toBe(0.7);
  });
});
