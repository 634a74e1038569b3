import { builder } from '../builder.ts';
import { ErrorInterface } from './errors.ts';

/** Expected failure: the id names nothing the viewer may touch (someone else's copy is "not found" too). */
export class NotFoundError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  description: 'The id names nothing the viewer may see or change.',
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field holding the id.' }) }),
});
