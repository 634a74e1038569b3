// Community review rules (spec sections 4, 5 and 9): how votes turn into an outcome at expiry,
// and the requests' limits. Pure: the resolution job and the web app both import it. The inputs'
// schemas are in request-input.ts, so a page that shows a request does not download zod.
import { APPROVAL, TRUST_SCORE } from './rules.ts';
import { DAY_MS, addDays } from './calendar-date.ts';

export const REQUEST_LIMITS = {
  reasonMax: 2000,
  commentMax: 2000,
  importantEmailSubjectMax: 200,
  importantEmailBodyMax: 10_000,
} as const;

export const REQUEST_MESSAGES = {
  editReasonRequired: 'A reason is required to submit an edit request',
  deleteReasonRequired: 'A reason is required to submit a delete request',
  votingClosed: 'Voting is closed for this request',
  ownRequest: 'You cannot vote on your own request',
  noChanges: 'The proposal does not change anything',
} as const;

export type RequestKind = 'EDIT' | 'DELETE';
export type RequestOutcome = 'apply' | 'reset' | 'reject';

export interface VoteTally {
  approvals: number;
  rejections: number;
}

/** approvals / (approvals + rejections) x 100; null when nobody voted (there is no share of nothing). */
export function approvalPercentage({ approvals, rejections }: VoteTally): number | null {
  const total = approvals + rejections;
  return total === 0 ? null : (approvals / total) * 100;
}

/**
 * What happens to a request at expiry. Edit: at least 70 % applies, above 50 % resets, else rejects.
 * Delete: at least 80 % deletes, else rejects. No votes at all resets, at most 3 times, then rejects.
 * Compared on integers (approvals x 100 against the threshold x total) so 69.999...% never rounds up.
 */
export function requestOutcome(kind: RequestKind, tally: VoteTally, resetCount: number): RequestOutcome {
  const total = tally.approvals + tally.rejections;
  if (total === 0) return resetCount < APPROVAL.maxResetsWithoutVotes ? 'reset' : 'reject';
  const atLeast = (percent: number) => tally.approvals * 100 >= percent * total;
  const above = (percent: number) => tally.approvals * 100 > percent * total;
  if (kind === 'DELETE') return atLeast(APPROVAL.deletePercent) ? 'apply' : 'reject';
  if (atLeast(APPROVAL.editApplyPercent)) return 'apply';
  return above(APPROVAL.editResetAbovePercent) ? 'reset' : 'reject';
}

/** How an outcome moves the submitter's trust score: +5 approved, -5 rejected, unchanged on reset. */
export function trustScoreDelta(outcome: RequestOutcome): number {
  return outcome === 'apply' ? TRUST_SCORE.approvedDelta : outcome === 'reject' ? TRUST_SCORE.rejectedDelta : 0;
}

/**
 * The submitter's trust score after an outcome, kept in TRUST_SCORE.min..max (-100..100). The
 * resolution job does the same sum in SQL, with trustScoreDelta and these bounds as parameters.
 */
export function trustScoreAfter(score: number, outcome: RequestOutcome): number {
  return Math.min(TRUST_SCORE.max, Math.max(TRUST_SCORE.min, score + trustScoreDelta(outcome)));
}

/** Whole days left before expiry, rounded up (a request due in 3 hours has 1 day left); 0 once due. */
export function daysRemaining(expiresAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function expiryFrom(start: Date, lifetimeDays: number): Date {
  return addDays(start, lifetimeDays);
}

/** Votes are accepted only while the request is pending and not yet due. */
export function votingOpen(request: { status: string; expiresAt: Date }, now: Date = new Date()): boolean {
  return request.status === 'PENDING' && request.expiresAt.getTime() > now.getTime();
}
