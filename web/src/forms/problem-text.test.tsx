// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { messages as en } from '../locales/en/messages.ts';
import { IMAGE_PROBLEMS } from '#shared/catalogue-rules';
import { useProblemText } from './problem-text.ts';

const apiRoot = path.resolve(import.meta.dirname, '../../../api/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every problem code the API names in its source: `problem(field, code, …)` and refinements' `code(…)`. */
function apiProblemCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources(apiRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/problem\('\w+', '(\w+)'/g)) codes.add(match[1]!);
    for (const match of text.matchAll(/\.\.\.code\('(\w+)'\)/g)) codes.add(match[1]!);
    // `{ field, code: 'taken', … }` problems and refinements' `params: { code: 'invalidDate' }`
    // (lower camel case: GraphQL error extension codes such as FORBIDDEN are not field problems).
    for (const match of text.matchAll(/\bcode: '([a-z]\w*)'/g)) codes.add(match[1]!);
  }
  for (const code of Object.keys(IMAGE_PROBLEMS)) codes.add(code);
  return codes;
}

describe('problem texts', () => {
  it('give every code the API can send its own words, not the server English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    const codes = [...apiProblemCodes(), 'required', 'tooShort', 'tooLong', 'invalidEmail', 'invalidFormat'];
    expect(codes.length).toBeGreaterThan(15);
    const untranslated = codes.filter((code) => result.current({ field: 'x', code, message: 'SERVER TEXT' }) === 'SERVER TEXT');
    expect(untranslated).toEqual([]);
  });

  it('say how many characters a too long or too short text may have', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current({ field: 'message', code: 'tooLong', message: 'x', limit: 255 })).toBe('At most 255 characters');
    expect(result.current({ field: 'notes', code: 'tooShort', message: 'x', limit: 4 })).toBe('At least 4 characters');
  });

  it('translate a code this version does not know instead of showing the server English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current({ field: 'x', code: 'somethingNew', message: 'SERVER TEXT' })).toBe('This value is not accepted');
  });
});
