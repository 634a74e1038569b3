import { describe, expect, it } from 'vitest';
import { gameInput } from '#shared/catalogue-input';
import { checkInput } from '#shared/input-check';
import {
  emptyGameFormValues,
  emptyVersion,
  gameDraft,
  gameInputOf,
  type FormImage,
  type GameFormValues,
} from './game-form-values.ts';

const image = (databaseId: number): FormImage => ({
  id: `SW1hZ2U6${databaseId}`,
  databaseId,
  url: `/images/${databaseId}`,
  width: 40,
  height: 56,
  bytes: 1200,
});

function filledForm(): GameFormValues {
  return {
    title: 'Sonic the Hedgehog',
    console: { id: 'Q29uc29sZToxOA==', databaseId: 18 },
    versions: [
      {
        ...emptyVersion('Sonic the Hedgehog'),
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1991-06-23',
        developers: ['Sonic Team'],
        publishers: ['Sega', 'Sega Corp.'],
        mediumImage: image(7),
        frontImage: image(8),
        boxArtUrl: '',
        barcode: '',
      },
    ],
  };
}

describe('the game form as the shared rules and the API read it', () => {
  it('passes the server’s rules when every required field is filled', () => {
    expect(checkInput(gameInput, gameDraft(filledForm())).ok).toBe(true);
  });

  it('reads a blank form as required problems for each field, ids being 0', () => {
    const draft = gameDraft(emptyGameFormValues());
    expect(draft.consoleId).toBe(0);
    expect(draft.versions[0]).toMatchObject({ region: undefined, country: null, mediumImageId: 0, frontImageId: null });
    const result = checkInput(gameInput, draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // The first problem per field is the one shown.
    const first = new Map<string, string>();
    for (const problem of result.problems) if (!first.has(problem.field)) first.set(problem.field, problem.code);
    expect([...first]).toEqual([
      ['title', 'required'],
      ['consoleId', 'required'],
      ['versions.0.title', 'required'],
      ['versions.0.region', 'required'],
      ['versions.0.revision', 'required'],
      ['versions.0.releaseDate', 'required'],
      ['versions.0.developers.0', 'required'],
      ['versions.0.publishers.0', 'required'],
      ['versions.0.mediumImageId', 'required'],
    ]);
  });

  it('sends the country only for a unique regional variant, and then requires it', () => {
    const values = filledForm();
    values.versions[0]!.country = 'Brazil';
    expect(gameInputOf(values).versions[0]!.country).toBeNull();
    values.versions[0]!.uniqueVariant = true;
    expect(gameInputOf(values).versions[0]!.country).toBe('Brazil');
    values.versions[0]!.country = '  ';
    const result = checkInput(gameInput, gameDraft(values));
    expect(result.ok ? [] : result.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['versions.0.country', 'required'],
    ]);
  });

  it('sends global IDs, leaves out what is not given and keeps the version id for edit requests', () => {
    const values = filledForm();
    values.versions[0]!.version = { id: 'VmVyc2lvbjo0', databaseId: 4 };
    expect(gameInputOf(values)).toEqual({
      title: 'Sonic the Hedgehog',
      consoleId: 'Q29uc29sZToxOA==',
      versions: [
        {
          id: 'VmVyc2lvbjo0',
          title: 'Sonic the Hedgehog',
          region: 'NTSC_U',
          country: null,
          revision: '1.0',
          releaseDate: '1991-06-23',
          developers: ['Sonic Team'],
          publishers: ['Sega', 'Sega Corp.'],
          mediumImageId: image(7).id,
          frontImageId: image(8).id,
          backImageId: null,
          boxArtUrl: null,
          barcode: null,
        },
      ],
    });
    expect(gameDraft(values).versions[0]).toMatchObject({
      id: 4,
      mediumImageId: 7,
      frontImageId: 8,
      backImageId: null,
    });
  });

  it('starts a later version with the game title and the developers of the version before', () => {
    const previous = filledForm().versions[0]!;
    const next = emptyVersion('Sonic the Hedgehog', previous);
    expect(next).toMatchObject({
      title: 'Sonic the Hedgehog',
      developers: ['Sonic Team'],
      publishers: [''],
      region: '',
      mediumImage: null,
    });
    expect(next.key).not.toBe(previous.key);
    next.developers.push('Sega');
    expect(previous.developers).toEqual(['Sonic Team']);
  });
});
