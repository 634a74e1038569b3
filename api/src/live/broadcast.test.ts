// Events a busy hub merges: the latest state, and every vote, a later reset clearing earlier ones.
import { describe, expect, it } from 'vitest';
import { merge, mergeRequestEvents } from './hub-events.ts';

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

describe("a busy hub's merged feed events", () => {
  const feed = (sequence: number, kind = 'VOTE', requestId = 7, sequenceFrom?: number) =>
    ({ requestId, submitterId: 1, votes: [], votesCleared: false, kind, at: 'now', sequence, sequenceFrom }) as never;

  it('say which sequences they stand for, so a client counts none of them missing', () => {
    const merged = merge('requestFeed', [feed(11), feed(12), feed(13, 'RESET'), feed(14)]) as {
      sequence?: number;
      sequenceFrom?: number;
      kind: string;
    }[];
    expect(merged.map(({ kind, sequence, sequenceFrom }) => ({ kind, sequence, sequenceFrom }))).toEqual([
      { kind: 'RESET', sequence: 13, sequenceFrom: undefined },
      { kind: 'VOTE', sequence: 14, sequenceFrom: 11 },
    ]);
  });

  it('keep the first of an event merged before, and leave a lone event as it was', () => {
    const merged = merge('requestFeed', [feed(20, 'VOTE', 7, 15), feed(21)]) as { sequenceFrom?: number }[];
    expect(merged[0]!.sequenceFrom).toBe(15);
    expect((merge('requestFeed', [feed(30)])[0] as { sequenceFrom?: number }).sequenceFrom).toBeUndefined();
  });
});
