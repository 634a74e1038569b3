import { describe, expect, it } from 'vitest';
import { VERSION_FIELDS } from './version-fields.ts';
import { pickFormFields, versionFormFields, type StoredVersion } from './version-form.ts';

const stored: StoredVersion<{ id: string }> = {
  title: 'Zelda (EU)',
  region: 'PAL',
  country: 'DE',
  revision: 'Rev 1',
  releaseDate: '1987-11-27',
  developers: [],
  publishers: ['Nintendo'],
  mediumImage: { id: 'm' },
  frontImage: null,
  backImage: undefined,
  boxArtUrl: null,
  barcode: '0045496450021',
};

describe('version form mapping', () => {
  it('fills every form field from a stored version', () => {
    expect(versionFormFields(stored)).toEqual({
      title: 'Zelda (EU)',
      region: 'PAL',
      uniqueVariant: true,
      country: 'DE',
      revision: 'Rev 1',
      releaseDate: '1987-11-27',
      developers: [''],
      publishers: ['Nintendo'],
      mediumImage: { id: 'm' },
      frontImage: null,
      backImage: null,
      boxArtUrl: '',
      barcode: '0045496450021',
    });
    expect(versionFormFields({ ...stored, region: 'MARS' }).region).toBe('');
  });

  it('picks only the form fields the named version fields set', () => {
    const values = versionFormFields(stored);
    expect(pickFormFields(values, ['country', 'frontImageId'])).toEqual({
      country: 'DE',
      uniqueVariant: true,
      frontImage: null,
    });
    expect(pickFormFields(values, ['constructor', 'unknown'])).toEqual({});
  });

  it('maps every version field to at least one form field', () => {
    for (const field of VERSION_FIELDS)
      expect(Object.keys(pickFormFields(versionFormFields(stored), [field]))).not.toEqual([]);
  });
});
