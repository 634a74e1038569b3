import { isProblemCode, type FieldProblem } from '#shared/rules';

/** How a mutation ended, in the terms a form acts on. */
export type MutationOutcome<T> =
  | { kind: 'done'; data: T }
  /** The server refused the input: show each problem beside its field. */
  | { kind: 'invalid'; problems: readonly FieldProblem[] }
  /** Too many attempts: the server said how long to wait. */
  | { kind: 'rateLimited'; seconds: number }
  /** Network or server failure: nothing changed; the person may try again. */
  | { kind: 'failed' };

interface GraphQLErrorLike {
  extensions?: { code?: string; retryAfterSeconds?: number };
}

/**
 * Relay reports a response without data as an error whose `source.errors` are the GraphQL
 * errors; a rate-limited one (429) carries the wait in its extensions.
 */
export function outcomeOfError(error: unknown): MutationOutcome<never> {
  const errors = (error as { source?: { errors?: GraphQLErrorLike[] } } | null)?.source?.errors;
  const limited = errors?.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (limited) return { kind: 'rateLimited', seconds: limited.extensions?.retryAfterSeconds ?? 60 };
  return { kind: 'failed' };
}

/** A problem as the API sends it: GraphQL types its code as a plain String. */
export interface ServerProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
  readonly limit?: number | null | undefined;
}

/** The API's problems with their codes checked against the shared list; a code this version does not know is `invalid`. */
export function serverProblems(list: readonly ServerProblem[]): FieldProblem[] {
  return list.map((problem) => ({ ...problem, code: isProblemCode(problem.code) ? problem.code : 'invalid' }));
}

/** A `Mutation<Name>Result` as Relay hands it over: the Success with its `data`, or one of the typed errors. */
export interface MutationResult {
  readonly __typename: string;
}

/** What a result union's Success carries in `data`. */
export type SuccessData<R> = R extends { readonly __typename: `${string}Success`; readonly data: infer D } ? D : never;

/**
 * Reads any mutation's result union: the Success's `data`, a ValidationError's field problems, a
 * NotFoundError as `notFound` on the field it names, and the mutation's own typed errors through
 * `refused`. Anything else (or GraphQL errors) is a failure.
 */
export function outcomeOfResult<R extends MutationResult>(
  result: R | null | undefined,
  errors: readonly unknown[] | null | undefined,
  refused?: (result: R) => readonly FieldProblem[] | null,
): MutationOutcome<SuccessData<R>> {
  if (errors?.length || !result) return { kind: 'failed' };
  if (result.__typename.endsWith('Success') && 'data' in result)
    return { kind: 'done', data: result.data as SuccessData<R> };
  if (result.__typename === 'ValidationError' && 'fieldErrors' in result) {
    return { kind: 'invalid', problems: serverProblems(result.fieldErrors as readonly ServerProblem[]) };
  }
  if (result.__typename === 'NotFoundError' && 'field' in result && typeof result.field === 'string') {
    const message = 'message' in result && typeof result.message === 'string' ? result.message : '';
    return { kind: 'invalid', problems: [{ field: result.field, code: 'notFound', message }] };
  }
  const problems = refused?.(result);
  return problems ? { kind: 'invalid', problems } : { kind: 'failed' };
}
