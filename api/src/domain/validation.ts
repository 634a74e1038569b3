import type { z } from 'zod';

/**
 * A field-level problem. `code` is stable and translated by the web app; `message` is the
 * English text for API clients.
 */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** Expected failure: the input broke a rule. Mapped to the GraphQL ValidationError type. */
export class InputError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
    this.name = 'InputError';
  }
}

/**
 * Stable codes the web app translates. Derived from zod's issue kinds so every schema gets them
 * without per-field configuration.
 */
export function problemCode(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string' ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalidType';
    default:
      return issue.code;
  }
}

/** Parses with a schema from the shared rules, turning zod issues into field problems. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InputError(
    result.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'input',
      code: problemCode(issue),
      message: issue.message,
    })),
  );
}
