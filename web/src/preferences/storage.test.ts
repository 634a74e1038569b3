import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_DEFAULTS } from './preference-values.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { readEmailDefaults, readFont, readGameDefaults, readLanguage, readSoundEffects, readTheme } from './storage.ts';

describe('stored preferences', () => {
  it('default to the spec values when nothing is stored', () => {
    const empty = memoryStorage();
    expect(readTheme(empty)).toBe('dark');
    expect(readFont(empty)).toBe('Roboto');
    expect(readLanguage(empty)).toBe('en');
    expect(readSoundEffects(empty)).toBe(false);
    expect(readGameDefaults(empty)).toMatchObject({
      defaultRegion: 'NTSC_J',
      defaultVersion: 'earliest',
      fallbackVersion: 'earliest',
      sortByDate: true,
    });
    expect(readEmailDefaults(empty)).toEqual({
      enabled: false,
      collectionGameRequest: false,
      requestApproved: false,
      requestExpired: false,
      moderatorUpdates: false,
      security: false,
      wantedForTrade: false,
    });
  });

  it('read back what was stored under the spec keys', () => {
    const storage = memoryStorage({ theme: 'robot', font: 'serif', language: 'jp', soundEffects: 'true' });
    expect([readTheme(storage), readFont(storage), readLanguage(storage), readSoundEffects(storage)]).toEqual([
      'robot',
      'serif',
      'jp',
      true,
    ]);
  });

  it('fall back to defaults for unknown or corrupt values instead of breaking the page', () => {
    const storage = memoryStorage({ theme: 'neon', language: 'ja', gameDefaults: '{not json', emailDefaults: '[1,2]' });
    expect(readTheme(storage)).toBe('dark');
    // Japanese is stored as "jp"; "ja" is not a stored value.
    expect(readLanguage(storage)).toBe('en');
    expect(readGameDefaults(storage)).toEqual(DEFAULT_GAME_DEFAULTS);
    expect(readEmailDefaults(storage).enabled).toBe(false);
  });

  it('keep valid game default fields and replace invalid ones', () => {
    const storage = memoryStorage({
      gameDefaults: JSON.stringify({ defaultRegion: 'PAL', defaultVersion: 'newest', sortByDate: 'yes' }),
    });
    expect(readGameDefaults(storage)).toEqual({ ...DEFAULT_GAME_DEFAULTS, defaultRegion: 'PAL' });
  });

  it('survive a storage that throws (privacy modes)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readTheme(throwing)).toBe('dark');
  });
});
