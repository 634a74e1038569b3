// Casting a vote. The request row is locked (FOR UPDATE) while the vote is written: the expiry job
// claims due requests with FOR UPDATE SKIP LOCKED, so a vote either commits before the job reads
// the votes or waits and then sees the request closed; it never slips in after the tally. Lock,
// checks and write are one statement, so the lock is held for one round trip, not a transaction's
// five: at 20 votes a second on one request, votes would otherwise queue for it and time out.
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
  // The WHERE of the insert is votingOpen (shared/request-rules.ts) and "not the submitter", on the
  // locked row; the same checks in JS below name the refusal.
  const rows = await prisma.$queryRaw<{ status: string; expiresAt: Date; submitterId: number | null }[]>`
    WITH request AS (
      SELECT id, status::text AS status, "expiresAt", "submitterId" FROM "Request" WHERE id = ${requestId} FOR UPDATE
    ), written AS (
      INSERT INTO "Vote" ("requestId", "userId", value, "createdAt", "updatedAt")
      SELECT id, ${voterId}, ${value}::"VoteValue", ${now}, ${now} FROM request
      WHERE status = 'PENDING' AND "expiresAt" > ${now} AND "submitterId" IS DISTINCT FROM ${voterId}
      ON CONFLICT ("requestId", "userId") DO UPDATE SET value = EXCLUDED.value, "updatedAt" = EXCLUDED."updatedAt"
      RETURNING id
    )
    SELECT status, "expiresAt", "submitterId", (SELECT count(*) FROM written) AS written FROM request`;
  const request = rows[0];
  if (!request) return false;
  if (request.submitterId === voterId) throw new OwnRequestError();
  if (!votingOpen(request, now)) throw new VotingClosedError();
  return true;
}
