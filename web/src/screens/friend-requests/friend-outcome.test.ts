import { describe, expect, it } from 'vitest';
import { outcomeOfResult } from '../../forms/mutation-outcome.ts';
import { friendRefusal } from './friend-outcome.ts';

// The friend mutations' results as their hooks read them: outcomeOfResult with friendRefusal.
const outcome = (
  result: { __typename: string; message?: string; reason?: string; [field: string]: unknown } | null,
  errors?: unknown[],
) => outcomeOfResult(result, errors, friendRefusal);

describe('friendRefusal', () => {
  it('leaves the Success to useMutationOutcome: done', () => {
    expect(outcome({ __typename: 'MutationUnfriendSuccess', data: { user: { id: 'VXNlcjox' } } })).toEqual({
      kind: 'done',
      data: { user: { id: 'VXNlcjox' } },
    });
  });

  it('turns each refused friendship into its problem code, on no form field', () => {
    const cases = [
      ['SELF', 'befriendSelf'],
      ['ALREADY_FRIENDS', 'alreadyFriends'],
      ['ALREADY_REQUESTED', 'alreadyRequested'],
      ['NOT_FRIENDS', 'notFriends'],
      ['A_REASON_FROM_A_NEWER_API', 'invalid'],
    ];
    for (const [reason, code] of cases) {
      expect(outcome({ __typename: 'FriendshipError', reason, message: 'No.' })).toEqual({
        kind: 'invalid',
        problems: [{ field: 'input', code, message: 'No.' }],
      });
    }
  });

  it('says a request that was answered or withdrawn meanwhile is gone', () => {
    expect(outcome({ __typename: 'FriendRequestGoneError', message: 'Gone.' })).toEqual({
      kind: 'invalid',
      problems: [{ field: 'input', code: 'friendRequestGone', message: 'Gone.' }],
    });
  });

  it('passes field problems on, and fails on any other error or GraphQL errors', () => {
    const problems = [{ field: 'message', code: 'tooLong', message: 'At most 255 characters', limit: 255 }];
    expect(outcome({ __typename: 'ValidationError', fieldErrors: problems })).toEqual({ kind: 'invalid', problems });
    expect(outcome({ __typename: 'NotFoundError', message: 'No such user' })).toEqual({ kind: 'failed' });
    expect(outcome(null)).toEqual({ kind: 'failed' });
    expect(outcome({ __typename: 'MutationUnfriendSuccess', data: null }, [{ message: 'boom' }])).toEqual({
      kind: 'failed',
    });
  });
});
