import type * as z from 'zod/mini';
import { MAX_ROW_ID, type FieldProblem, type ProblemCode } from '#shared/rules';
import { checkInput } from '#shared/input-check';

/** Expected failure: the input broke a rule. Mapped to the GraphQL ValidationError type. */
export class InputError extends Error {
  readonly problems: FieldProblem[];
  constructor(problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
    this.problems = problems;
    this.name = 'InputError';
  }
}

/** The typed failure for one field breaking one rule; the code is one of the shared PROBLEM_CODES. */
export function problem(field: string, code: ProblemCode, message: string): InputError {
  return new InputError([{ field, code, message }]);
}

/** Parses with a schema from the shared rules, or throws the typed InputError. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = checkInput(schema, input);
  if (!result.ok) throw new InputError(result.problems);
  return result.value;
}

/** The row id a global ID's id part names, or null when no row can have it (e.g. "99999999999"). */
export function rowId(id: string): number | null {
  const value = Number(id);
  return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : null;
}
