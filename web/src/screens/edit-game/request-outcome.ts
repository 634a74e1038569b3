import type { FieldProblem } from '#shared/rules';
import { emailNotVerifiedRefusal } from '../../viewer/email-not-verified.ts';

/**
 * The submit mutations' own typed error: a proposal that changes nothing is a problem of the
 * whole game, which the form shows above its button. (A game that is gone is a NotFoundError on
 * `gameId`, and broken rules a ValidationError: useMutationOutcome reads those itself.)
 */
export function requestRefusal(result: {
  readonly __typename: string;
  readonly message?: string;
}): readonly FieldProblem[] | null {
  if (result.__typename !== 'NoChangesError') return emailNotVerifiedRefusal(result);
  return [{ field: 'game', code: 'noChanges', message: result.message ?? '' }];
}
