import { describe, expect, it } from 'vitest';
import { parseGameSnapshot, snapshotTitle, type GameSnapshot } from './game-snapshot.ts';

const stored: GameSnapshot = {
  title: 'Sonic the Hedgehog',
  consoleId: 3,
  versions: [
    {
      id: 12,
      title: 'Sonic the Hedgehog',
      region: 'PAL',
      country: null,
      revision: '1.0',
      releaseDate: '1991-06-23',
      developers: ['Sonic Team'],
      publishers: ['Sega'],
      mediumImageId: 40,
      frontImageId: null,
      backImageId: 41,
      boxArtUrl: null,
      barcode: null,
    },
    {
      id: null,
      title: 'Sonic the Hedgehog',
      region: 'NTSC_J',
      country: 'Japan',
      revision: '1.1',
      releaseDate: '1991-07-26',
      developers: ['Sonic Team'],
      publishers: ['Sega'],
      mediumImageId: 42,
      frontImageId: 43,
      backImageId: null,
      boxArtUrl: 'https://example.org/box.jpg',
      barcode: null,
    },
  ],
};

describe('a game snapshot read back from its JSON column', () => {
  it('is the snapshot that was stored', () => {
    expect(parseGameSnapshot(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    ['nothing', {}],
    [
      'a version without its release date',
      { ...stored, versions: [{ ...stored.versions[0], releaseDate: undefined }] },
    ],
    ['a release date that is no day', { ...stored, versions: [{ ...stored.versions[0], releaseDate: '1991-02-30' }] }],
    ['an unknown region', { ...stored, versions: [{ ...stored.versions[0], region: 'PAL_B' }] }],
    ['a version id that is text', { ...stored, versions: [{ ...stored.versions[0], id: '12' }] }],
  ])('is refused when it holds %s', (_label, json) => {
    expect(() => parseGameSnapshot(json)).toThrow();
  });

  it('gives its title alone without reading the versions', () => {
    expect(snapshotTitle({ title: 'Sonic the Hedgehog', versions: 'not read' })).toBe('Sonic the Hedgehog');
    expect(() => snapshotTitle({})).toThrow();
  });
});
