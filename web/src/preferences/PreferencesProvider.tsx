import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useInitialStorage } from '../ssr/preference-cookies.ts';
import { STORAGE_KEYS, type Font, type GameDefaults } from './preference-values.ts';
import { type StoredLanguage } from '../i18n/stored-languages.ts';
import { type Theme } from '../theme/theme-names.ts';
import { activateLanguage } from '../i18n/i18n.ts';
import { applyFont, applyTheme } from './apply.ts';
import {
  readFont,
  readGameDefaults,
  readLanguage,
  readSoundEffects,
  readTheme,
  writeJson,
  writeKey,
} from './storage.ts';

interface Preferences {
  theme: Theme;
  font: Font;
  language: StoredLanguage;
  soundEffects: boolean;
  gameDefaults: GameDefaults;
  setTheme(theme: Theme): void;
  setFont(font: Font): void;
  /** Rejects, keeping the current language, when the language's catalogue cannot be loaded. */
  setLanguage(language: StoredLanguage): Promise<void>;
  setSoundEffects(on: boolean): void;
  setGameDefaults(defaults: GameDefaults): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** Local preferences (spec section 3): applied at once, saved under the spec's storage keys. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  // A server-rendered page first renders what the server did (its cookies' view of localStorage).
  const initial = useInitialStorage();
  const [theme, setThemeState] = useState(() => readTheme(initial));
  const [font, setFontState] = useState(() => readFont(initial));
  const [language, setLanguageState] = useState(() => readLanguage(initial));
  const [soundEffects, setSoundState] = useState(() => readSoundEffects(initial));
  const [gameDefaults, setGameDefaultsState] = useState(() => readGameDefaults(initial));

  // Then localStorage, the source of truth, takes over; it differs only when the cookies were
  // missing or stale (a first visit since server rendering, cookies cleared).
  useEffect(() => {
    if (!initial) return;
    setThemeState(readTheme());
    setFontState(readFont());
    setSoundState(readSoundEffects());
    setGameDefaultsState(readGameDefaults());
    const stored = readLanguage();
    if (stored !== readLanguage(initial)) {
      // Offline, a catalogue never used on this device stays unloaded: the page keeps its language.
      activateLanguage(stored).then(
        () => setLanguageState(stored),
        () => undefined,
      );
    }
  }, [initial]);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    writeKey(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);
  const setFont = useCallback((next: Font) => {
    applyFont(next);
    writeKey(STORAGE_KEYS.font, next);
    setFontState(next);
  }, []);
  const setLanguage = useCallback(async (next: StoredLanguage) => {
    await activateLanguage(next);
    writeKey(STORAGE_KEYS.language, next);
    setLanguageState(next);
  }, []);
  const setSoundEffects = useCallback((on: boolean) => {
    writeKey(STORAGE_KEYS.soundEffects, String(on));
    setSoundState(on);
  }, []);
  const setGameDefaults = useCallback((next: GameDefaults) => {
    writeJson(STORAGE_KEYS.gameDefaults, next);
    setGameDefaultsState(next);
  }, []);

  const value = useMemo(
    () => ({
      theme,
      font,
      language,
      soundEffects,
      gameDefaults,
      setTheme,
      setFont,
      setLanguage,
      setSoundEffects,
      setGameDefaults,
    }),
    [
      theme,
      font,
      language,
      soundEffects,
      gameDefaults,
      setTheme,
      setFont,
      setLanguage,
      setSoundEffects,
      setGameDefaults,
    ],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
