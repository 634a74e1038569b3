import type { PayloadError } from 'relay-runtime';
import type { ProblemCode } from '#shared/rules';
import { serverProblems, type MutationOutcome, type ServerProblem } from '../../forms/mutation-outcome.ts';

/** Problem codes (translated in forms/problem-text.ts) for the API's FriendshipError reasons. */
const REFUSAL_CODES: Partial<Record<string, ProblemCode>> = {
  SELF: 'befriendSelf',
  ALREADY_FRIENDS: 'alreadyFriends',
  ALREADY_REQUESTED: 'alreadyRequested',
  NOT_FRIENDS: 'notFriends',
};

interface FriendChangeResult {
  readonly __typename: string;
  readonly message?: string;
  readonly reason?: string;
  readonly fieldErrors?: readonly ServerProblem[];
}

/** Every friend mutation's result union as a form outcome: refusals become problems no field owns. */
export function friendChangeOutcome(
  result: FriendChangeResult | null | undefined,
  errors: readonly PayloadError[] | null | undefined,
): MutationOutcome<null> {
  if (errors?.length || !result) return { kind: 'failed' };
  const message = result.message ?? '';
  switch (result.__typename) {
    case 'ValidationError':
      return { kind: 'invalid', problems: serverProblems(result.fieldErrors ?? []) };
    case 'FriendshipError':
      return {
        kind: 'invalid',
        problems: [{ field: 'input', code: REFUSAL_CODES[result.reason ?? ''] ?? 'invalid', message }],
      };
    case 'FriendRequestGoneError':
      return { kind: 'invalid', problems: [{ field: 'input', code: 'friendRequestGone', message }] };
    default:
      return result.__typename.endsWith('Success') ? { kind: 'done', data: null } : { kind: 'failed' };
  }
}
