import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_DEFAULTS } from '../preferences/preference-values.ts';
import { chooseVersion, orderVersions } from './choose-version.ts';

const v = (region: string, releaseDate: string, title = `${region} ${releaseDate}`) => ({ region, releaseDate, title });
const versions = [
  v('NTSC_U', '1998-09-28'),
  v('NTSC_J', '1996-02-27'),
  v('NTSC_J', '1998-09-12'),
  v('PAL', '1999-10-05'),
];

describe('chooseVersion', () => {
  it('picks the earliest NTSC-J version with the spec defaults', () => {
    expect(chooseVersion(versions, DEFAULT_GAME_DEFAULTS)?.releaseDate).toBe('1996-02-27');
  });

  it('picks the latest version of the default region when the default version is latest', () => {
    expect(chooseVersion(versions, { ...DEFAULT_GAME_DEFAULTS, defaultVersion: 'latest' })?.releaseDate).toBe(
      '1998-09-12',
    );
  });

  it('falls back to the fallback region and choice when the default region has no version', () => {
    const western = versions.filter((x) => x.region !== 'NTSC_J');
    const defaults = { ...DEFAULT_GAME_DEFAULTS, fallbackRegion: 'PAL' as const, fallbackVersion: 'latest' as const };
    expect(chooseVersion(western, defaults)?.region).toBe('PAL');
  });

  it('uses the fallback choice among all versions when neither region has one', () => {
    const other = [v('OTHER', '2001-01-01'), v('OTHER', '2000-01-01')];
    expect(chooseVersion(other, { ...DEFAULT_GAME_DEFAULTS, fallbackVersion: 'earliest' })?.releaseDate).toBe(
      '2000-01-01',
    );
  });

  it('returns undefined for a game without versions', () => {
    expect(chooseVersion([], DEFAULT_GAME_DEFAULTS)).toBeUndefined();
  });
});

describe('orderVersions', () => {
  it('orders by release date when sort by date is on', () => {
    expect(orderVersions(versions, true).map((x) => x.releaseDate)).toEqual([
      '1996-02-27',
      '1998-09-12',
      '1998-09-28',
      '1999-10-05',
    ]);
  });

  it('groups by region when sort by date is off', () => {
    expect(orderVersions(versions, false).map((x) => x.region)).toEqual(['NTSC_J', 'NTSC_J', 'NTSC_U', 'PAL']);
  });
});
