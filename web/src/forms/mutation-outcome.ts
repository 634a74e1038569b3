import type { UseMutationConfig } from 'react-relay';
import type { MutationParameters, PayloadError } from 'relay-runtime';
import type { FieldProblem } from '#shared/rules';

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

/** The typed result union every account mutation returns: `data` on success, or a ValidationError. */
export function outcomeOfResult<T>(
  result: { readonly __typename: string; readonly data?: T; readonly fieldErrors?: readonly FieldProblem[] } | null | undefined,
  errors: readonly unknown[] | null | undefined,
): MutationOutcome<T> {
  if (errors?.length || !result) return { kind: 'failed' };
  if (result.__typename === 'ValidationError' && result.fieldErrors) return { kind: 'invalid', problems: result.fieldErrors };
  if ('data' in result && result.data !== undefined) return { kind: 'done', data: result.data };
  return { kind: 'failed' };
}

/**
 * Commits a Relay mutation and resolves with its outcome, the one way every form's mutation hook
 * sends: the hook names the variables (and any store updater) and how to read the response.
 */
export function commitForOutcome<M extends MutationParameters, T>(
  commit: (config: UseMutationConfig<M>) => unknown,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
  outcomeOf: (response: M['response'], errors: readonly PayloadError[] | null | undefined) => MutationOutcome<T>,
): Promise<MutationOutcome<T>> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response, errors) => resolve(outcomeOf(response, errors)),
      onError: (error) => resolve(outcomeOfError(error)),
    });
  });
}
