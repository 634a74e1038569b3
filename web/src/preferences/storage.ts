import { DEFAULT_EMAIL_DEFAULTS, REGIONS, type EmailDefaults } from '#shared/rules';
import {
  DEFAULT_FONT,
  DEFAULT_GAME_DEFAULTS,
  FONTS,
  STORAGE_KEYS,
  VERSION_CHOICES,
  type Font,
  type GameDefaults,
} from './preference-values.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type StoredLanguage } from '../i18n/stored-languages.ts';
import { DEFAULT_THEME, THEMES, type Theme } from '../theme/theme-names.ts';
import { mirrorToCookie } from '../ssr/preference-cookies.ts';

/** Browser storage can be missing or throw (privacy modes, quotas); never let that break a page. */
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

// `storage` defaults inside `safe`: a server render has no localStorage at all.
export function readKey(key: string, storage?: Storage): string | null {
  return safe(() => (storage ?? localStorage).getItem(key), null);
}

export function writeKey(key: string, value: string, storage: Storage = localStorage): void {
  safe(() => storage.setItem(key, value), undefined);
  // The server renders the next page with it (ssr/preference-cookies.ts).
  if (safe(() => storage === localStorage, false)) mirrorToCookie(key, value);
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function readJson<T extends object>(key: string, defaults: T, storage?: Storage): T {
  const raw = readKey(key, storage);
  if (!raw) return { ...defaults };
  const parsed = safe(() => JSON.parse(raw) as unknown, null);
  if (!parsed || typeof parsed !== 'object') return { ...defaults };
  // Keep only known keys whose type matches the default's; anything else falls back.
  const result = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults) as [keyof T, unknown][]) {
    const value = (parsed as Record<string, unknown>)[name as string];
    if (typeof value === typeof fallback) result[name] = value as T[keyof T];
  }
  return result;
}

export const readTheme = (s?: Storage): Theme => oneOf(readKey(STORAGE_KEYS.theme, s), THEMES, DEFAULT_THEME);
export const readFont = (s?: Storage): Font => oneOf(readKey(STORAGE_KEYS.font, s), FONTS, DEFAULT_FONT);
export const readLanguage = (s?: Storage): StoredLanguage =>
  oneOf(readKey(STORAGE_KEYS.language, s), LANGUAGES, DEFAULT_LANGUAGE);
export const readSoundEffects = (s?: Storage): boolean => readKey(STORAGE_KEYS.soundEffects, s) === 'true';

export function readGameDefaults(s?: Storage): GameDefaults {
  const value = readJson(STORAGE_KEYS.gameDefaults, DEFAULT_GAME_DEFAULTS, s);
  return {
    ...value,
    defaultRegion: oneOf(value.defaultRegion, REGIONS, DEFAULT_GAME_DEFAULTS.defaultRegion),
    fallbackRegion: oneOf(value.fallbackRegion, REGIONS, DEFAULT_GAME_DEFAULTS.fallbackRegion),
    defaultVersion: oneOf(value.defaultVersion, VERSION_CHOICES, DEFAULT_GAME_DEFAULTS.defaultVersion),
    fallbackVersion: oneOf(value.fallbackVersion, VERSION_CHOICES, DEFAULT_GAME_DEFAULTS.fallbackVersion),
  };
}

export const readEmailDefaults = (s?: Storage): EmailDefaults =>
  readJson(STORAGE_KEYS.emailDefaults, DEFAULT_EMAIL_DEFAULTS, s);

export function writeJson(key: string, value: object, s?: Storage): void {
  writeKey(key, JSON.stringify(value), s);
}
