import type { FieldProblem } from '#shared/rules';
import { VERSION_FIELDS } from '#shared/version-fields';
import type { FieldProblems } from '../../forms/validate.ts';
import type { GameFormValues } from './game-form-values.ts';

// Each input's `name` is the path the rules and the API use for it (`versions.0.title`), so a
// problem finds its input by name. A list of names (developers, publishers) is one group whose
// inputs are `versions.0.developers.0`, `.1`, ...
const NAME_LISTS = new Set(['developers', 'publishers']);
const SINGLE_FIELDS = new Set<string>(VERSION_FIELDS.filter((field) => !NAME_LISTS.has(field)));

/**
 * The form field a problem belongs to, from its path (`title`, `versions.0.publishers.1`), or
 * null when no field shows it (a whole-form rule, a version that is no longer there).
 */
export function fieldOfProblem(path: string, values: GameFormValues): string | null {
  if (path === 'title' || path === 'consoleId') return path;
  const match = /^versions\.(\d+)\.([A-Za-z]+)(?:\.(\d+))?$/.exec(path);
  if (!match) return null;
  const [, index, field, item] = match as unknown as [string, string, string, string | undefined];
  const version = values.versions[Number(index)];
  if (!version) return null;
  const prefix = `versions.${index}.${field}`;
  if (NAME_LISTS.has(field)) {
    const names = version[field as 'developers' | 'publishers'];
    return item !== undefined && Number(item) < names.length ? path : prefix;
  }
  if (item !== undefined || !SINGLE_FIELDS.has(field)) return null;
  // The country field exists only while "unique regional variant" is ticked.
  if (field === 'country' && !version.uniqueVariant) return null;
  return prefix;
}

/** Problems beside their fields (the first per field), and the rest for the form's alert. */
export function placeProblems(
  problems: readonly FieldProblem[],
  values: GameFormValues,
  extraFields: readonly string[] = [],
): { byField: FieldProblems; elsewhere: FieldProblem[] } {
  const byField: FieldProblems = {};
  const elsewhere: FieldProblem[] = [];
  for (const problem of problems) {
    const field = extraFields.includes(problem.field) ? problem.field : fieldOfProblem(problem.field, values);
    if (field) byField[field] ??= problem;
    else elsewhere.push(problem);
  }
  return { byField, elsewhere };
}

/** After removing version `removed`, the problems of the versions after it move up one place. */
export function shiftProblems(problems: FieldProblems, removed: number): FieldProblems {
  const shifted: FieldProblems = {};
  for (const [field, problem] of Object.entries(problems)) {
    const match = /^versions\.(\d+)(\..+)$/.exec(field);
    const index = match ? Number(match[1]) : -1;
    if (!match || index < removed) shifted[field] = problem;
    else if (index > removed) shifted[`versions.${index - 1}${match[2]}`] = problem;
  }
  return shifted;
}

/** Problems without those of `field` and, for a group, of its items. */
export function withoutProblems(problems: FieldProblems, field: string): FieldProblems {
  const kept = Object.entries(problems).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
  return kept.length === Object.keys(problems).length ? problems : Object.fromEntries(kept);
}

/** Moves focus to the first input, in the page's order, whose field (or group) has a problem. */
export function focusFirstProblem(form: HTMLFormElement | null, problems: FieldProblems): void {
  if (!form) return;
  const names = new Set(
    Object.keys(problems)
      .filter((field) => problems[field])
      .flatMap((field) => [field, `${field}.0`]),
  );
  const first = [...form.elements].find((element) => names.has((element as HTMLInputElement).name));
  (first as HTMLElement | undefined)?.focus();
}
