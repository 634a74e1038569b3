import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en', 'nl', 'fr', 'es', 'ja'] as const;

/** msgid → msgstr of a .po file (Lingui writes one-line entries; multi-line ones are joined). */
function readPo(locale: string): Map<string, string> {
  const file = path.resolve(import.meta.dirname, `../locales/${locale}/messages.po`);
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    if (id) entries.set(id, field(block, 'msgstr') ?? '');
  }
  return entries;
}

function field(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block);
  if (!match) return undefined;
  return match[1]!
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .join('');
}

const english = readPo('en');

describe('Lingui catalogues', () => {
  it('have messages', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  // English is the source language: an empty msgstr there means "use the source text".
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message', (locale) => {
    const catalogue = readPo(locale);
    expect([...english.keys()].filter((id) => !catalogue.has(id))).toEqual([]);
    expect([...catalogue].filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is a real translation, not a copy of English', (locale) => {
    const catalogue = readPo(locale);
    const copied = [...catalogue].filter(([id, str]) => str === (english.get(id) || id) && /[a-z]{4,}/i.test(str));
    // A few words are the same in both languages (e.g. "Contact", "Dev Talk"); whole screens are not.
    expect(copied.length / catalogue.size).toBeLessThan(0.12);
  });

  it.each(LOCALES)('%s keeps every placeholder of the English message', (locale) => {
    const catalogue = readPo(locale);
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]).sort();
    const broken = [...english.keys()].filter((id) => {
      const str = catalogue.get(id);
      return (
        str !== undefined && JSON.stringify(placeholders(str)) !== JSON.stringify(placeholders(english.get(id) || id))
      );
    });
    expect(broken).toEqual([]);
  });
});
