import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { gameFormReducer } from './game-form-state.ts';
import { emptyGameFormValues } from './game-form-values.ts';

describe('changing the game form', () => {
  it('fills the first version’s title from the game title until it is typed differently', () => {
    let values = gameFormReducer(emptyGameFormValues(), { type: 'title', title: 'Zelda' });
    expect(values.versions[0]!.title).toBe('Zelda');
    values = gameFormReducer(values, {
      type: 'version',
      key: values.versions[0]!.key,
      change: { title: 'ゼルダの伝説' },
    });
    values = gameFormReducer(values, { type: 'title', title: 'The Legend of Zelda' });
    expect(values.title).toBe('The Legend of Zelda');
    expect(values.versions[0]!.title).toBe('ゼルダの伝説');
  });

  it('leaves a stored version’s title alone when an edit changes only the game title', () => {
    const stored = emptyGameFormValues();
    const editing = {
      ...stored,
      title: 'Zelda',
      versions: [{ ...stored.versions[0]!, title: 'Zelda', version: { id: 'VmVyc2lvbjox', databaseId: 1 } }],
    };
    const values = gameFormReducer(editing, { type: 'title', title: 'The Legend of Zelda' });
    expect(values.title).toBe('The Legend of Zelda');
    expect(values.versions[0]!.title).toBe('Zelda');
  });

  it('adds versions up to the limit and always keeps one', () => {
    let values = emptyGameFormValues();
    for (let i = 0; i < CATALOGUE_LIMITS.versionsMax + 2; i += 1)
      values = gameFormReducer(values, { type: 'addVersion' });
    expect(values.versions).toHaveLength(CATALOGUE_LIMITS.versionsMax);
    for (const version of [...values.versions])
      values = gameFormReducer(values, { type: 'removeVersion', key: version.key });
    expect(values.versions).toHaveLength(1);
  });

  it('changes only the version it names', () => {
    let values = gameFormReducer(emptyGameFormValues(), { type: 'addVersion' });
    const [first, second] = values.versions;
    values = gameFormReducer(values, {
      type: 'version',
      key: second!.key,
      change: { region: 'PAL', developers: ['Nintendo'] },
    });
    expect(values.versions[0]).toBe(first);
    expect(values.versions[1]).toMatchObject({ region: 'PAL', developers: ['Nintendo'] });
  });
});
