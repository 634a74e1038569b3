import { describe, expect, it } from 'vitest';
import { versionLabels, type VersionFacts } from './version-label.ts';

const regionLabel = (region: string) => ({ NTSC_U: 'NTSC-U', NTSC_J: 'NTSC-J', PAL: 'PAL' })[region] ?? region;
const version = (id: string, facts: Partial<VersionFacts>): VersionFacts => ({
  id,
  region: 'PAL',
  country: null,
  revision: '1.0',
  releaseDate: '1999-10-05',
  title: 'Pokémon Red Version',
  ...facts,
});
const labels = (versions: VersionFacts[]) => [...versionLabels(versions, regionLabel).values()];

describe('version picker labels', () => {
  it('name the country of a regional variant, so the UK and French releases differ', () => {
    expect(
      labels([
        version('uk', {}),
        version('fr', { country: 'France', releaseDate: '1999-10-08', title: 'Pokémon Version Rouge' }),
      ]),
    ).toEqual(['PAL · 1999', 'PAL · France · 1999']);
  });

  it('add the revision only where region, country and year are the same', () => {
    expect(
      labels([
        version('a', {}),
        version('b', { revision: 'Rev A' }),
        version('j', { region: 'NTSC_J', releaseDate: '1996-02-27' }),
      ]),
    ).toEqual(['PAL · 1999 · 1.0', 'PAL · 1999 · Rev A', 'NTSC-J · 1996']);
  });

  it('fall back to the title, then the full date, so no two labels are ever the same', () => {
    const versions = [
      version('a', {}),
      version('b', { title: 'Pokémon Rote Edition' }),
      version('c', { releaseDate: '1999-11-01' }),
      version('d', { releaseDate: '1999-12-01' }),
    ];
    const result = labels(versions);
    expect(new Set(result).size).toBe(versions.length);
    expect(result[1]).toBe('PAL · 1999 · Pokémon Rote Edition');
  });
});
