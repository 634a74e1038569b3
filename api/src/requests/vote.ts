// Casting a vote. The request row is locked (FOR UPDATE) for the whole transaction: the expiry
// job claims due requests with FOR UPDATE SKIP LOCKED, so a vote either commits before the job
// reads the votes or waits and then sees the request closed; it never slips in after the tally.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { votingOpen } from '#shared/request-rules';
import { OwnRequestError, VotingClosedError } from './errors.ts';

export type VoteValue = 'APPROVE' | 'REJECT';

/** Records or changes the voter's vote; false when the request does not exist. */
export async function castVote(
  prisma: PrismaClient,
  requestId: number,
  voterId: number,
  value: VoteValue,
  now = new Date(),
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: string; expiresAt: Date; submitterId: number | null }[]>`
      SELECT status::text AS status, "expiresAt", "submitterId" FROM "Request" WHERE id = ${requestId} FOR UPDATE`;
    const request = rows[0];
    if (!request) return false;
    if (request.submitterId === voterId) throw new OwnRequestError();
    if (!votingOpen(request, now)) throw new VotingClosedError();
    await tx.vote.upsert({
      where: { requestId_userId: { requestId, userId: voterId } },
      create: { requestId, userId: voterId, value },
      update: { value },
      select: { id: true },
    });
    return true;
  });
}
