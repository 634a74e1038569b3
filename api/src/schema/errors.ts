import { builder } from '../builder.ts';
import { InputError } from '../domain/validation.ts';
import type { FieldProblem } from '#shared/rules';

/** Every expected failure a mutation can return implements this interface. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
  description: 'A rule one input field broke. `code` is stable (required, tooLong, invalidEmail, ...).',
  fields: (t) => ({
    field: t.exposeString('field'),
    code: t.exposeString('code'),
    message: t.exposeString('message'),
    limit: t.int({
      nullable: true,
      description: 'For tooLong and tooShort texts: the number of characters allowed.',
      resolve: (problem) => problem.limit ?? null,
    }),
  }),
});

builder.objectType(InputError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (error) => error.problems }) }),
});

/** Expected failure: the id names nothing the viewer may touch (someone else's copy is "not found" too). */
export class NotFoundError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
    this.name = 'NotFoundError';
  }
}

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  description: 'The id names nothing the viewer may see or change.',
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field holding the id.' }) }),
});
