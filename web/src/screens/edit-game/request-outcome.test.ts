import { describe, expect, it } from 'vitest';
import { outcomeOfResult } from '../../forms/mutation-outcome.ts';
import { requestRefusal } from './request-outcome.ts';

// The submit mutations' results as the web reads them: outcomeOfResult with requestRefusal.
const outcome = (
  result: { __typename: string; message?: string; [field: string]: unknown } | null,
  errors?: unknown[],
) => outcomeOfResult(result, errors, requestRefusal);

describe('requestRefusal', () => {
  it('leaves the new request to the Success: done with its data', () => {
    expect(outcome({ __typename: 'MutationSubmitEditRequestSuccess', data: { databaseId: 12 } })).toEqual({
      kind: 'done',
      data: { databaseId: 12 },
    });
  });

  it('passes the field problems on', () => {
    const problems = [{ field: 'reason', code: 'required', message: 'A reason is required to submit an edit request' }];
    expect(outcome({ __typename: 'ValidationError', fieldErrors: problems })).toEqual({ kind: 'invalid', problems });
  });

  it('turns "nothing changed" and "the game is gone" into problems no form field owns', () => {
    expect(outcome({ __typename: 'NoChangesError', message: 'The proposal does not change anything' })).toEqual({
      kind: 'invalid',
      problems: [{ field: 'game', code: 'noChanges', message: 'The proposal does not change anything' }],
    });
    expect(outcome({ __typename: 'NotFoundError', field: 'gameId', message: 'This game does not exist' })).toEqual({
      kind: 'invalid',
      problems: [{ field: 'gameId', code: 'notFound', message: 'This game does not exist' }],
    });
  });

  it('is a failure on GraphQL errors or an unknown answer', () => {
    expect(
      outcome({ __typename: 'MutationSubmitEditRequestSuccess', data: { databaseId: 1 } }, [{ message: 'boom' }]),
    ).toEqual({ kind: 'failed' });
    expect(outcome(null)).toEqual({ kind: 'failed' });
    expect(outcome({ __typename: 'SomethingNew' })).toEqual({ kind: 'failed' });
  });
});
