// Events a busy hub merges: the latest state, and every vote, a later reset clearing earlier ones.
import { describe, expect, it } from 'vitest';
import { mergeRequestEvents } from './hub-events.ts';

const event = (approvals: number, votes: { userId: number; value: 'APPROVE' | 'REJECT' }[], votesCleared = false) => ({
  requestId: 7,
  submitterId: 1,
  tally: { approvals, rejections: 0 },
  votes,
  votesCleared,
});

describe('merging queued request events', () => {
  it('keeps the latest tally and each voter’s latest vote', () => {
    const merged = mergeRequestEvents([
      event(1, [{ userId: 2, value: 'REJECT' }]),
      event(2, [{ userId: 3, value: 'APPROVE' }]),
      event(3, [{ userId: 2, value: 'APPROVE' }]),
    ]);
    expect(merged.tally).toEqual({ approvals: 3, rejections: 0 });
    expect(merged.votes).toEqual([
      { userId: 3, value: 'APPROVE' },
      { userId: 2, value: 'APPROVE' },
    ]);
    expect(merged.votesCleared).toBe(false);
  });

  it('a reset in between clears the votes before it', () => {
    const merged = mergeRequestEvents([
      event(1, [{ userId: 2, value: 'APPROVE' }]),
      event(0, [], true),
      event(1, [{ userId: 4, value: 'APPROVE' }]),
    ]);
    expect(merged.votes).toEqual([{ userId: 4, value: 'APPROVE' }]);
    expect(merged.votesCleared).toBe(true);
  });
});
