import { describe, expect, it } from 'vitest';
import type { FieldProblem, ProblemCode } from '#shared/rules';
import { emptyGameFormValues, emptyVersion, type GameFormValues } from './game-form-values.ts';
import {
  fieldOfProblem,
  focusFirstProblem,
  placeProblems,
  shiftProblems,
  withoutProblems,
} from './game-form-problems.ts';

function twoVersions(): GameFormValues {
  const values = emptyGameFormValues();
  const second = {
    ...emptyVersion('Zelda'),
    developers: ['Nintendo'],
    publishers: ['Nintendo', 'Sega'],
    uniqueVariant: true,
  };
  return { ...values, versions: [...values.versions, second] };
}

const problem = (field: string, code: ProblemCode = 'required'): FieldProblem => ({
  field,
  code,
  message: `${field} ${code}`,
});

describe('where the API’s field paths are shown in the form', () => {
  it.each([
    ['title', 'title'],
    ['consoleId', 'consoleId'],
    ['versions.1.title', 'versions.1.title'],
    ['versions.0.mediumImageId', 'versions.0.mediumImageId'],
    ['versions.1.releaseDate', 'versions.1.releaseDate'],
    ['versions.1.boxArtUrl', 'versions.1.boxArtUrl'],
    ['versions.1.publishers.1', 'versions.1.publishers.1'],
    // The list itself (none given, too many): the group, whose first input takes the focus.
    ['versions.1.developers', 'versions.1.developers'],
    // A name the form no longer has: its list.
    ['versions.1.publishers.5', 'versions.1.publishers'],
    ['versions.1.country', 'versions.1.country'],
  ])('%s goes beside %s', (path, field) => {
    expect(fieldOfProblem(path, twoVersions())).toBe(field);
  });

  it.each([
    ['versions', 'a rule about all versions'],
    ['versions.2.title', 'a version no longer in the form'],
    ['versions.0.country', 'a country while its field is hidden'],
    ['versions.0.id', 'the id of the version being changed'],
    ['input', 'the whole input'],
    ['versions.0.title.1', 'a path no field has'],
  ])('%s (%s) goes to the form’s alert', (path) => {
    expect(fieldOfProblem(path, twoVersions())).toBeNull();
  });

  it('keeps the first problem per field, sends the rest to the alert, and knows the extra fields', () => {
    const { byField, elsewhere } = placeProblems(
      [
        problem('title'),
        problem('title', 'tooLong'),
        problem('versions'),
        problem('reason'),
        problem('versions.0.region'),
      ],
      twoVersions(),
      ['reason'],
    );
    expect(byField).toEqual({
      title: problem('title'),
      reason: problem('reason'),
      // No region chosen reads as required, like every other missing value.
      'versions.0.region': problem('versions.0.region'),
    });
    expect(elsewhere).toEqual([problem('versions')]);
  });

  it('moves the problems of later versions up when a version is removed', () => {
    const problems = {
      title: problem('title'),
      'versions.0.title': problem('versions.0.title'),
      'versions.1.revision': problem('versions.1.revision'),
      'versions.2.developers.0': problem('versions.2.developers.0'),
    };
    expect(shiftProblems(problems, 1)).toEqual({
      title: problems.title,
      'versions.0.title': problems['versions.0.title'],
      'versions.1.developers.0': problems['versions.2.developers.0'],
    });
  });

  it('retracts a list’s problem together with those of its names', () => {
    const problems = {
      'versions.0.developers': problem('versions.0.developers'),
      'versions.0.developers.1': problem('versions.0.developers.1'),
      title: problem('title'),
    };
    expect(withoutProblems(problems, 'versions.0.developers')).toEqual({ title: problems.title });
    expect(withoutProblems(problems, 'consoleId')).toBe(problems);
  });

  it('focuses the first input in page order whose field has a problem, a list by its first name', () => {
    document.body.innerHTML = `<form>
      <input name="title"><select name="consoleId"></select>
      <input name="versions.0.title"><input name="versions.0.developers.0"><input name="versions.0.developers.1">
    </form>`;
    const form = document.querySelector('form')!;
    focusFirstProblem(form, {
      'versions.0.title': problem('versions.0.title'),
      'versions.0.developers': problem('versions.0.developers'),
    });
    expect((document.activeElement as HTMLInputElement).name).toBe('versions.0.title');
    focusFirstProblem(form, { 'versions.0.developers': problem('versions.0.developers') });
    expect((document.activeElement as HTMLInputElement).name).toBe('versions.0.developers.0');
    form.remove();
  });
});
