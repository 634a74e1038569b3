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

/** Parses with a schema from the shared rules, turning zod issues into field problems. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InputError(
    result.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'input',
      code: typeof issue.params?.code === 'string' ? issue.params.code : issue.code,
      message: issue.message,
    })),
  );
}
