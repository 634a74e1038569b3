import { approvalPercentage, type VoteTally } from '#shared/request-rules';

export type VoteChoice = 'APPROVE' | 'REJECT';

/** The tally once the viewer's vote moves from `previous` (none, or the other side) to `next`. */
export function tallyAfterVote(tally: VoteTally, previous: VoteChoice | null, next: VoteChoice) {
  if (previous === next) return { ...tally, approvalPercentage: approvalPercentage(tally) };
  const approvals = tally.approvals + (next === 'APPROVE' ? 1 : 0) - (previous === 'APPROVE' ? 1 : 0);
  const rejections = tally.rejections + (next === 'REJECT' ? 1 : 0) - (previous === 'REJECT' ? 1 : 0);
  return { approvals, rejections, approvalPercentage: approvalPercentage({ approvals, rejections }) };
}
