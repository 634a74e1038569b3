import { describe, expect, it } from 'vitest';
import { tallyAfterVote } from './vote-tally.ts';

describe('tallyAfterVote', () => {
  it('adds a first vote to its side', () => {
    expect(tallyAfterVote({ approvals: 0, rejections: 0 }, null, 'APPROVE')).toEqual({
      approvals: 1,
      rejections: 0,
      approvalPercentage: 100,
    });
    expect(tallyAfterVote({ approvals: 1, rejections: 0 }, null, 'REJECT')).toEqual({
      approvals: 1,
      rejections: 1,
      approvalPercentage: 50,
    });
  });

  it('moves a changed vote from one side to the other', () => {
    expect(tallyAfterVote({ approvals: 3, rejections: 1 }, 'REJECT', 'APPROVE')).toEqual({
      approvals: 4,
      rejections: 0,
      approvalPercentage: 100,
    });
    expect(tallyAfterVote({ approvals: 1, rejections: 0 }, 'APPROVE', 'REJECT')).toEqual({
      approvals: 0,
      rejections: 1,
      approvalPercentage: 0,
    });
  });

  it('leaves the tally alone when the same vote is cast again', () => {
    expect(tallyAfterVote({ approvals: 2, rejections: 2 }, 'APPROVE', 'APPROVE')).toEqual({
      approvals: 2,
      rejections: 2,
      approvalPercentage: 50,
    });
  });
});
