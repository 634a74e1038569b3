import { createContext, useContext } from 'react';
import { parseCookie } from 'cookie';
import { preferenceCookieName, preferenceSetCookie } from '#shared/preference-cookie';
import { STORAGE_KEYS } from '../preferences/preference-values.ts';

/**
 * The preferences the server needs to render a page as the reader will see it: its language, its
 * theme and whether the terms are accepted. localStorage stays where they live (spec section 3);
 * each write is copied into a cookie of the same name with a `pref_` prefix, only so the next
 * request carries it. The server sets them only for a reader without script who agrees to the
 * terms (api/src/http/terms-agreement.ts); the app takes such a value over at its next start.
 */
export const MIRRORED_KEYS = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.language,
  STORAGE_KEYS.agreedToToS,
  STORAGE_KEYS.tosVersion,
] as const;

function isMirrored(key: string): boolean {
  return (MIRRORED_KEYS as readonly string[]).includes(key);
}

/** Copies one stored value into its cookie (null removes it). */
export function mirrorToCookie(key: string, value: string | null): void {
  if (!isMirrored(key) || typeof document === 'undefined') return;
  document.cookie = preferenceSetCookie(key, value, location.protocol === 'https:');
}

/**
 * At start: the cookies take whatever localStorage holds now (it may have changed in another
 * tab). A cookie with no stored value beside it was written by the server (the terms agreed to
 * while script was off): storage takes it over instead of the cookie being removed.
 */
export function mirrorAllToCookies(storage: Storage): void {
  const cookies = preferencesFromCookies(document.cookie);
  for (const key of MIRRORED_KEYS) {
    try {
      const stored = storage.getItem(key);
      if (stored === null && cookies[key] !== undefined) storage.setItem(key, cookies[key]);
      else mirrorToCookie(key, stored);
    } catch {
      // Storage can be unavailable (privacy modes): the server then renders the defaults.
    }
  }
}

/** The mirrored values a request's Cookie header carries, under their storage keys. */
export function preferencesFromCookies(header: string | null | undefined): Record<string, string> {
  if (!header) return {};
  const cookies = parseCookie(header);
  const values: Record<string, string> = {};
  for (const key of MIRRORED_KEYS) {
    const value = cookies[preferenceCookieName(key)];
    if (value) values[key] = value;
  }
  return values;
}

/** A read-only Storage over fixed values: what the server rendered with, for the first render. */
export function snapshotStorage(values: Record<string, string>): Storage {
  return {
    get length() {
      return Object.keys(values).length;
    },
    key: (index) => Object.keys(values)[index] ?? null,
    getItem: (key) => values[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
  };
}

/**
 * The storage the first render reads preferences from: the server's snapshot while a
 * server-rendered page hydrates (so both render the same), otherwise null for localStorage.
 * Components re-read localStorage after mounting.
 */
export const InitialStorageContext = createContext<Storage | null>(null);

export function useInitialStorage(): Storage | undefined {
  return useContext(InitialStorageContext) ?? undefined;
}
