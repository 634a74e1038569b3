import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../domain/game-snapshot.ts';
import { foreignVersionProblems, sameGame } from './proposal.ts';

const version = (id: number | null, overrides = {}) => ({
  id,
  title: 'Quest',
  region: 'PAL' as const,
  country: null,
  revision: '1.0',
  releaseDate: '1991-01-01',
  developers: ['A', 'B'],
  publishers: ['C'],
  mediumImageId: 1,
  frontImageId: null,
  backImageId: null,
  boxArtUrl: null,
  barcode: null,
  ...overrides,
});
const game: GameSnapshot = { title: 'Quest', consoleId: 1, versions: [version(1), version(2, { region: 'NTSC_J' })] };

describe('sameGame', () => {
  it('is true for the same game with versions in another order', () => {
    expect(sameGame(game, { ...game, versions: [...game.versions].reverse() })).toBe(true);
  });

  it.each([
    ['a title', { ...game, title: 'Quest II' }],
    ['the console', { ...game, consoleId: 2 }],
    ['the order of developers', { ...game, versions: [version(1, { developers: ['B', 'A'] }), game.versions[1]!] }],
    ['an image', { ...game, versions: [version(1, { frontImageId: 5 }), game.versions[1]!] }],
    ['a removed version', { ...game, versions: [game.versions[0]!] }],
    [
      'a new version in place of an old one',
      { ...game, versions: [game.versions[0]!, version(null, { region: 'NTSC_J' })] },
    ],
  ])('is false when the proposal changes %s', (_what, proposal) => {
    expect(sameGame(game, proposal as GameSnapshot)).toBe(false);
  });
});

describe('foreignVersionProblems', () => {
  it('accepts own and new versions', () => {
    expect(foreignVersionProblems(game, { ...game, versions: [version(2), version(null)] })).toEqual([]);
  });

  it('names versions of other games and a version listed twice', () => {
    expect(
      foreignVersionProblems(game, { ...game, versions: [version(1), version(9), version(1)] }).map((p) => p.field),
    ).toEqual(['versions.1.id', 'versions.2.id']);
  });
});
