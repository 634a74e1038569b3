// Browser preferences and their defaults (spec section 3).
import type { Region } from '#shared/rules';
import { TERMS_STORAGE_KEYS } from '#shared/terms-rules';

export const FONTS = ['Roboto', 'system-ui', 'serif', 'monospace'] as const;
export type Font = (typeof FONTS)[number];
export const DEFAULT_FONT: Font = 'Roboto';

export const VERSION_CHOICES = ['earliest', 'latest'] as const;
export type VersionChoice = (typeof VERSION_CHOICES)[number];

export interface GameDefaults {
  defaultRegion: Region;
  defaultVersion: VersionChoice;
  fallbackRegion: Region;
  fallbackVersion: VersionChoice;
  sortByDate: boolean;
  showProfile: boolean;
  showFriendRequests: boolean;
  showConsoleManagement: boolean;
}

export const DEFAULT_GAME_DEFAULTS: GameDefaults = {
  defaultRegion: 'NTSC_J',
  defaultVersion: 'earliest',
  fallbackRegion: 'NTSC_U',
  fallbackVersion: 'earliest',
  sortByDate: true,
  showProfile: true,
  showFriendRequests: true,
  showConsoleManagement: false,
};

/** Browser storage keys, exactly as the spec names them. */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  font: 'font',
  soundEffects: 'soundEffects',
  gameDefaults: 'gameDefaults',
  emailDefaults: 'emailDefaults',
  agreedToToS: TERMS_STORAGE_KEYS.agreed,
  tosVersion: TERMS_STORAGE_KEYS.version,
  activePage: 'activePage',
} as const;
