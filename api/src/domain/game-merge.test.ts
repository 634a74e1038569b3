import { describe, expect, it } from 'vitest';
import { mergeGame } from './game-merge.ts';
import type { GameSnapshot, VersionSnapshot } from './game-snapshot.ts';

const version = (id: number | null, changes: Partial<VersionSnapshot> = {}): VersionSnapshot => ({
  id,
  title: `Version ${id}`,
  region: 'PAL',
  country: null,
  revision: '1',
  releaseDate: '1991-06-01',
  developers: ['Sega'],
  publishers: ['Sega'],
  mediumImageId: 1,
  frontImageId: null,
  backImageId: null,
  boxArtUrl: null,
  barcode: null,
  ...changes,
});

const base: GameSnapshot = { title: 'Sonic', consoleId: 1, versions: [version(10), version(11)] };
const withVersions = (game: GameSnapshot, versions: VersionSnapshot[]): GameSnapshot => ({ ...game, versions });

describe('merging an approved edit into the game as it is now', () => {
  it('applies the proposal when nothing changed since the snapshot', () => {
    const proposal = { ...base, title: 'Sonic the Hedgehog' };
    expect(mergeGame(base, proposal, base)).toEqual({ ok: true, game: proposal });
  });

  it('keeps a change another request made to a field this proposal did not touch', () => {
    const current = withVersions(base, [version(10, { revision: '2' }), version(11)]);
    const proposal = { ...base, title: 'Sonic the Hedgehog' };
    const result = mergeGame(base, proposal, current);
    expect(result).toEqual({ ok: true, game: { ...current, title: 'Sonic the Hedgehog' } });
  });

  it('agrees when the other change made the same value', () => {
    const current = { ...base, title: 'Sonic the Hedgehog' };
    expect(mergeGame(base, current, current)).toEqual({ ok: true, game: current });
  });

  it('is a conflict when both changed the same field differently', () => {
    const current = { ...base, title: 'Sonic 1' };
    const proposal = { ...base, title: 'Sonic the Hedgehog' };
    expect(mergeGame(base, proposal, current)).toEqual({ ok: false, conflicts: ['title'] });
  });

  it('compares company lists as ordered lists', () => {
    const current = withVersions(base, [version(10, { developers: ['Sonic Team'] }), version(11)]);
    const proposal = withVersions(base, [version(10, { developers: ['Sega', 'Sonic Team'] }), version(11)]);
    expect(mergeGame(base, proposal, current)).toEqual({ ok: false, conflicts: ['versions.10.developers'] });
  });

  it('adds the versions the proposal adds, after the existing ones', () => {
    const proposal = withVersions(base, [...base.versions, version(null, { title: 'Mega Drive Mini' })]);
    const current = withVersions(base, [...base.versions, version(12)]);
    const result = mergeGame(base, proposal, current);
    expect(result.ok && result.game.versions.map((v) => v.id ?? v.title)).toEqual([10, 11, 12, 'Mega Drive Mini']);
  });

  it('removes a version the proposal removes when nobody changed it meanwhile', () => {
    const proposal = withVersions(base, [version(10)]);
    const result = mergeGame(base, proposal, base);
    expect(result.ok && result.game.versions.map((v) => v.id)).toEqual([10]);
  });

  it('is a conflict to remove a version someone changed meanwhile', () => {
    const proposal = withVersions(base, [version(10)]);
    const current = withVersions(base, [version(10), version(11, { title: 'Changed' })]);
    expect(mergeGame(base, proposal, current)).toEqual({ ok: false, conflicts: ['versions.11'] });
  });

  it('is a conflict to change a version someone removed meanwhile', () => {
    const proposal = withVersions(base, [version(10), version(11, { revision: '3' })]);
    const current = withVersions(base, [version(10)]);
    expect(mergeGame(base, proposal, current)).toEqual({ ok: false, conflicts: ['versions.11'] });
  });

  it('leaves a version removed meanwhile removed when the proposal did not touch it', () => {
    const proposal = { ...base, title: 'Sonic the Hedgehog' };
    const current = withVersions(base, [version(10)]);
    const result = mergeGame(base, proposal, current);
    expect(result.ok && result.game.versions.map((v) => v.id)).toEqual([10]);
  });
});
