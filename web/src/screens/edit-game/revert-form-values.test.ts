import { describe, expect, it } from 'vitest';
import type { revertFormValues_entry$data } from '../../__generated__/revertFormValues_entry.graphql.ts';
import type { GameFormValues, VersionFormValues } from '../add-game/game-form-values.ts';
import { applyRevert } from './revert-form-values.ts';

const image = { id: 'SW1hZ2U6MQ==', databaseId: 1, url: '/images/1', width: 10, height: 10, bytes: 100 };

const row = (databaseId: number, changes: Partial<VersionFormValues> = {}): VersionFormValues => ({
  key: `k${databaseId}`,
  version: { id: `V${databaseId}`, databaseId },
  title: 'Sonic',
  region: 'PAL',
  uniqueVariant: false,
  country: '',
  revision: 'Rev B',
  releaseDate: '1991-06-23',
  developers: ['Sonic Team'],
  publishers: ['Sega'],
  mediumImage: image,
  frontImage: null,
  backImage: null,
  boxArtUrl: '',
  barcode: '',
  ...changes,
});

const oldVersion = {
  title: 'Sonic the Hedgehog',
  region: 'PAL' as const,
  country: null,
  revision: 'Rev A',
  releaseDate: '1991-06-23',
  developers: ['Sonic Team'],
  publishers: ['Sega'],
  boxArtUrl: null,
  barcode: null,
  mediumImage: image,
  frontImage: null,
  backImage: null,
};

const current: GameFormValues = {
  title: 'Sonic (vandalised)',
  console: { id: 'C2', databaseId: 2 },
  versions: [row(1, { title: 'Sonic', revision: 'Rev C' }), row(2)],
};

function entry(parts: Partial<revertFormValues_entry$data>): revertFormValues_entry$data {
  return { titleChange: null, consoleChange: null, versionChanges: [], ...parts } as revertFormValues_entry$data;
}

describe('the revert form', () => {
  it('puts back only the fields the entry changed, the rest at their values now', () => {
    const values = applyRevert(
      current,
      entry({
        titleChange: { before: 'Sonic the Hedgehog' },
        versionChanges: [{ versionId: 1, kind: 'CHANGED', changedFields: ['title'], before: oldVersion }],
      }),
    );
    expect(values.title).toBe('Sonic the Hedgehog');
    expect(values.console).toEqual(current.console);
    expect(values.versions[0]).toMatchObject({ title: 'Sonic the Hedgehog', revision: 'Rev C' });
    expect(values.versions[1]).toEqual(current.versions[1]);
  });

  it('drops a version the entry added and brings back one it removed as a new version', () => {
    const values = applyRevert(
      current,
      entry({
        versionChanges: [
          { versionId: 2, kind: 'ADDED', changedFields: [], before: null },
          { versionId: 7, kind: 'REMOVED', changedFields: ['title'], before: { ...oldVersion, country: 'Japan' } },
        ],
      }),
    );
    expect(values.versions.map((v) => v.version?.databaseId ?? null)).toEqual([1, null]);
    expect(values.versions[1]).toMatchObject({ title: 'Sonic the Hedgehog', country: 'Japan', uniqueVariant: true });
  });
});
