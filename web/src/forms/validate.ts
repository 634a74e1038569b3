import type * as z from 'zod/mini';
import { type FieldProblem } from '#shared/rules';
import { checkInput } from '#shared/input-check';

export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** The first problem per field (the one worth showing), from the server's own schema. */
export function firstProblems(problems: readonly FieldProblem[]): FieldProblems {
  const byField: FieldProblems = {};
  for (const problem of problems) byField[problem.field] ??= problem;
  return byField;
}

/** Checks form values against a shared-rules schema, so obvious mistakes never leave the browser. */
export function validate(schema: z.core.$ZodType, values: unknown): FieldProblems {
  const result = checkInput(schema, values);
  return result.ok ? {} : firstProblems(result.problems);
}
