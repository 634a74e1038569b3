import { describe, expect, it } from 'vitest';
import {
  approvalPercentage,
  daysRemaining,
  requestOutcome,
  trustScoreAfter,
  votingOpen,
  type VoteTally,
} from './request-rules.ts';

// A tally with exactly this approval share (approvals out of `total` votes).
const share = (approvals: number, total: number): VoteTally => ({ approvals, rejections: total - approvals });

describe('approval percentage', () => {
  it('is approvals over all votes, times 100', () => {
    expect(approvalPercentage(share(7, 10))).toBe(70);
    expect(approvalPercentage(share(1, 3))).toBeCloseTo(33.333, 3);
  });
  it('is null when nobody voted', () => {
    expect(approvalPercentage(share(0, 0))).toBeNull();
  });
});

describe('an edit request at expiry', () => {
  const cases: [string, VoteTally, string][] = [
    ['0 %', share(0, 4), 'reject'],
    ['exactly 50 %', share(1, 2), 'reject'],
    ['50.01 %', share(5001, 10000), 'reset'],
    ['69.99 %', share(6999, 10000), 'reset'],
    ['exactly 70 %', share(7, 10), 'apply'],
    ['79.99 %', share(7999, 10000), 'apply'],
    ['exactly 80 %', share(4, 5), 'apply'],
    ['100 %', share(3, 3), 'apply'],
  ];
  it.each(cases)('with %s approval is %s', (_label, tally, outcome) => {
    expect(requestOutcome('EDIT', tally, 0)).toBe(outcome);
  });

  it('with two thirds (66.67 %) is reset, never rounded up to apply', () => {
    expect(requestOutcome('EDIT', share(2, 3), 0)).toBe('reset');
  });

  it('with no votes at all is reset three times, then rejected', () => {
    expect([0, 1, 2, 3, 4].map((resets) => requestOutcome('EDIT', share(0, 0), resets))).toEqual([
      'reset',
      'reset',
      'reset',
      'reject',
      'reject',
    ]);
  });

  it('with votes is decided by them whatever the reset count', () => {
    expect(requestOutcome('EDIT', share(3, 4), 3)).toBe('apply');
    expect(requestOutcome('EDIT', share(3, 5), 3)).toBe('reset');
  });
});

describe('a delete request at expiry', () => {
  const cases: [string, VoteTally, string][] = [
    ['0 %', share(0, 4), 'reject'],
    ['exactly 50 %', share(1, 2), 'reject'],
    ['50.01 %', share(5001, 10000), 'reject'],
    ['69.99 %', share(6999, 10000), 'reject'],
    ['exactly 70 %', share(7, 10), 'reject'],
    ['79.99 %', share(7999, 10000), 'reject'],
    ['exactly 80 %', share(4, 5), 'apply'],
    ['100 %', share(2, 2), 'apply'],
  ];
  it.each(cases)('with %s approval is %s', (_label, tally, outcome) => {
    expect(requestOutcome('DELETE', tally, 0)).toBe(outcome);
  });

  it('with no votes is reset like an edit request, then rejected', () => {
    expect(requestOutcome('DELETE', share(0, 0), 2)).toBe('reset');
    expect(requestOutcome('DELETE', share(0, 0), 3)).toBe('reject');
  });
});

describe('trust score', () => {
  it('rises by 5 when approved, falls by 5 when rejected, stays on reset', () => {
    expect(trustScoreAfter(0, 'apply')).toBe(5);
    expect(trustScoreAfter(0, 'reject')).toBe(-5);
    expect(trustScoreAfter(10, 'reset')).toBe(10);
  });
  it('never leaves -100..100', () => {
    expect(trustScoreAfter(98, 'apply')).toBe(100);
    expect(trustScoreAfter(100, 'apply')).toBe(100);
    expect(trustScoreAfter(-97, 'reject')).toBe(-100);
    expect(trustScoreAfter(-100, 'reject')).toBe(-100);
  });
});

describe('days remaining and voting', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('counts a part of a day as a day and stops at 0', () => {
    expect(daysRemaining(new Date('2026-12-07T12:00:00Z'), now)).toBe(14);
    expect(daysRemaining(new Date('2026-11-23T15:00:00Z'), now)).toBe(1);
    expect(daysRemaining(new Date('2026-11-22T12:00:00Z'), now)).toBe(0);
  });
  it('is open only while pending and before expiry', () => {
    const later = new Date('2026-11-24T00:00:00Z');
    expect(votingOpen({ status: 'PENDING', expiresAt: later }, now)).toBe(true);
    expect(votingOpen({ status: 'PENDING', expiresAt: now }, now)).toBe(false);
    expect(votingOpen({ status: 'APPROVED', expiresAt: later }, now)).toBe(false);
    expect(votingOpen({ status: 'REJECTED', expiresAt: later }, now)).toBe(false);
  });
});
