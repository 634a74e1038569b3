import { describe, expect, it } from 'vitest';
import { requestOutcome } from './request-outcome.ts';

describe('requestOutcome', () => {
  it('is done with the new request number', () => {
    expect(requestOutcome({ __typename: 'Request', databaseId: 12 }, undefined)).toEqual({ kind: 'done', data: { databaseId: 12 } });
  });

  it('passes the field problems on', () => {
    const problems = [{ field: 'reason', code: 'required', message: 'A reason is required to submit an edit request' }];
    expect(requestOutcome({ __typename: 'ValidationError', fieldErrors: problems }, undefined)).toEqual({ kind: 'invalid', problems });
  });

  it('turns "nothing changed" and "the game is gone" into problems no field owns', () => {
    expect(requestOutcome({ __typename: 'NoChangesError', message: 'The proposal does not change anything' }, undefined))
      .toEqual({ kind: 'invalid', problems: [{ field: 'game', code: 'noChanges', message: 'The proposal does not change anything' }] });
    expect(requestOutcome({ __typename: 'NotFoundError', message: 'This game does not exist' }, undefined))
      .toEqual({ kind: 'invalid', problems: [{ field: 'gameId', code: 'notFound', message: 'This game does not exist' }] });
  });

  it('is a failure on GraphQL errors or an unknown answer', () => {
    expect(requestOutcome({ __typename: 'Request', databaseId: 1 }, [{ message: 'boom' }])).toEqual({ kind: 'failed' });
    expect(requestOutcome(null, undefined)).toEqual({ kind: 'failed' });
    expect(requestOutcome({ __typename: 'SomethingNew' }, undefined)).toEqual({ kind: 'failed' });
  });
});
