import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { messages as en } from '../locales/en/messages.ts';
import { PROBLEM_CODES, type ProblemCode } from '#shared/rules';
import { useProblemText } from './problem-text.ts';

const GENERIC = 'This value is not accepted';

describe('problem texts', () => {
  it('give every problem code its own words; only the catch-all codes say the value is not accepted', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    const generic = PROBLEM_CODES.filter((code) => result.current({ field: 'x', code }) === GENERIC);
    expect(generic).toEqual(['invalidType', 'invalid']);
    expect(PROBLEM_CODES.length).toBeGreaterThan(40);
  });

  it('say how many characters a too long or too short text may have', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current({ field: 'message', code: 'tooLong', limit: 255 })).toBe('At most 255 characters');
    expect(result.current({ field: 'notes', code: 'tooShort', limit: 4 })).toBe('At least 4 characters');
  });

  it('translate a code this version does not know instead of showing the server English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current({ field: 'x', code: 'somethingNew' as ProblemCode })).toBe(GENERIC);
  });
});
