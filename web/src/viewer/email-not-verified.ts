import type { FieldProblem } from '#shared/rules';

/**
 * The refusal of a vote, comment or request from a member whose email address is not confirmed
 * yet (EmailNotVerifiedError), as the problem the form shows; null for any other result.
 */
export function emailNotVerifiedRefusal(result: {
  readonly __typename: string;
  readonly message?: string;
}): readonly FieldProblem[] | null {
  if (result.__typename !== 'EmailNotVerifiedError') return null;
  return [{ field: 'input', code: 'emailNotVerified', message: result.message ?? '' }];
}
