import { describe, expect, it } from 'vitest';
import { proposalDiff, type GameLike, type VersionLike } from './proposal-diff.ts';
import { versionFixture } from './test/request-fixture.ts';

const version = (overrides: Partial<VersionLike> = {}): VersionLike => versionFixture({ versionId: 1, ...overrides });

const game = (overrides: Partial<GameLike> = {}): GameLike => ({
  title: 'Chrono Trigger',
  console: { id: 'c1', name: 'Super Famicom' },
  versions: [version()],
  ...overrides,
});

describe('proposalDiff', () => {
  it('reports nothing changed when the proposal equals the snapshot', () => {
    const diff = proposalDiff(game(), game());
    expect(diff.changed).toBe(false);
    expect(diff.title.changed).toBe(false);
    expect(diff.console.changed).toBe(false);
    expect(diff.versions.map((v) => v.kind)).toEqual(['unchanged']);
  });

  it('marks a changed title and console with both values', () => {
    const diff = proposalDiff(game(), game({ title: 'Chrono Trigger DS', console: { id: 'c2', name: 'Nintendo DS' } }));
    expect(diff.title).toEqual({ before: 'Chrono Trigger', after: 'Chrono Trigger DS', changed: true });
    expect(diff.console.changed).toBe(true);
    expect(diff.console.after?.name).toBe('Nintendo DS');
    expect(diff.changed).toBe(true);
  });

  it('pairs versions by versionId, not by position, and marks only the fields that differ', () => {
    const snapshot = game({ versions: [version({ versionId: 1 }), version({ versionId: 2, region: 'PAL' })] });
    const proposal = game({
      versions: [version({ versionId: 2, region: 'PAL', revision: '1.1' }), version({ versionId: 1 })],
    });
    const diff = proposalDiff(snapshot, proposal);
    expect(diff.versions.map((v) => [v.versionId, v.kind])).toEqual([
      [1, 'unchanged'],
      [2, 'changed'],
    ]);
    const changedFields = diff.versions[1]!.fields.filter((f) => f.changed);
    expect(changedFields).toEqual([{ field: 'revision', before: '1.0', after: '1.1', changed: true }]);
  });

  it('lists a version without an id as added, after the existing ones', () => {
    const diff = proposalDiff(game(), game({ versions: [version({ versionId: null, region: 'NTSC_U' }), version()] }));
    expect(diff.versions.map((v) => [v.versionId, v.kind])).toEqual([
      [1, 'unchanged'],
      [null, 'added'],
    ]);
    expect(diff.versions[1]!.before).toBeNull();
    expect(diff.versions[1]!.fields.find((f) => f.field === 'region')).toMatchObject({
      before: null,
      after: 'NTSC_U',
      changed: true,
    });
  });

  it('lists a version the proposal dropped as removed', () => {
    const snapshot = game({ versions: [version({ versionId: 1 }), version({ versionId: 2 })] });
    const diff = proposalDiff(snapshot, game({ versions: [version({ versionId: 1 })] }));
    expect(diff.versions.map((v) => [v.versionId, v.kind])).toEqual([
      [1, 'unchanged'],
      [2, 'removed'],
    ]);
    expect(diff.versions[1]!.after).toBeNull();
    expect(diff.changed).toBe(true);
  });

  it('treats a version id the snapshot does not know as added', () => {
    const diff = proposalDiff(game(), game({ versions: [version(), version({ versionId: 99 })] }));
    expect(diff.versions.map((v) => [v.versionId, v.kind])).toEqual([
      [1, 'unchanged'],
      [99, 'added'],
    ]);
  });

  it('compares images by id and company lists in order', () => {
    const proposal = game({
      versions: [version({ mediumImage: { id: 'img2', url: '/images/2.webp' }, developers: ['Square', 'Tose'] })],
    });
    const diff = proposalDiff(game(), proposal);
    const [changed] = diff.versions;
    expect(changed!.kind).toBe('changed');
    expect(changed!.images.find((i) => i.field === 'mediumImage')).toMatchObject({
      changed: true,
      before: { id: 'img1' },
      after: { id: 'img2' },
    });
    expect(changed!.images.find((i) => i.field === 'frontImage')!.changed).toBe(false);
    expect(changed!.fields.find((f) => f.field === 'developers')).toMatchObject({
      changed: true,
      after: ['Square', 'Tose'],
    });
    const reordered = proposalDiff(
      game({ versions: [version({ developers: ['A', 'B'] })] }),
      game({ versions: [version({ developers: ['B', 'A'] })] }),
    );
    expect(reordered.versions[0]!.fields.find((f) => f.field === 'developers')!.changed).toBe(true);
  });

  it('does not count a blank optional field against a missing one', () => {
    const diff = proposalDiff(
      game({ versions: [version({ country: null })] }),
      game({ versions: [version({ country: '' })] }),
    );
    expect(diff.changed).toBe(false);
  });
});
