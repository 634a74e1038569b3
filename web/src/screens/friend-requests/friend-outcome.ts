import type { FieldProblem, ProblemCode } from '#shared/rules';

/** Problem codes (translated in forms/problem-text.ts) for the API's FriendshipError reasons. */
const REFUSAL_CODES: Partial<Record<string, ProblemCode>> = {
  SELF: 'befriendSelf',
  ALREADY_FRIENDS: 'alreadyFriends',
  ALREADY_REQUESTED: 'alreadyRequested',
  NOT_FRIENDS: 'notFriends',
};

/**
 * The friend mutations' own typed errors as problems no field owns (the forms show them above
 * their buttons): a refused friendship and a request that is gone. A ValidationError's field
 * problems and the Success are read by useMutationOutcome itself; any other error is a failure.
 */
export function friendRefusal(result: {
  readonly __typename: string;
  readonly message?: string;
  readonly reason?: string;
}): readonly FieldProblem[] | null {
  const message = result.message ?? '';
  switch (result.__typename) {
    case 'FriendshipError':
      return [{ field: 'input', code: REFUSAL_CODES[result.reason ?? ''] ?? 'invalid', message }];
    case 'FriendRequestGoneError':
      return [{ field: 'input', code: 'friendRequestGone', message }];
    default:
      return null;
  }
}
