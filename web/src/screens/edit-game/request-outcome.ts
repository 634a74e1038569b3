import { serverProblems, type MutationOutcome, type ServerProblem } from '../../forms/mutation-outcome.ts';

type SubmitResult =
  | { readonly __typename: 'Request'; readonly databaseId: number }
  | { readonly __typename: 'ValidationError'; readonly fieldErrors: readonly ServerProblem[] }
  | { readonly __typename: string; readonly message?: string };

/**
 * The submit mutations answer the new Request itself or a typed error. A refusal that no field
 * owns (the game is gone, nothing changed) becomes a problem the form shows above its button.
 */
export function requestOutcome(result: SubmitResult | null | undefined, errors: readonly unknown[] | null | undefined): MutationOutcome<{ databaseId: number }> {
  if (errors?.length || !result) return { kind: 'failed' };
  if (result.__typename === 'Request' && 'databaseId' in result) return { kind: 'done', data: { databaseId: result.databaseId } };
  if (result.__typename === 'ValidationError' && 'fieldErrors' in result) return { kind: 'invalid', problems: serverProblems(result.fieldErrors) };
  const message = 'message' in result ? (result.message ?? '') : '';
  if (result.__typename === 'NoChangesError') return { kind: 'invalid', problems: [{ field: 'game', code: 'noChanges', message }] };
  if (result.__typename === 'NotFoundError') return { kind: 'invalid', problems: [{ field: 'gameId', code: 'notFound', message }] };
  return { kind: 'failed' };
}
