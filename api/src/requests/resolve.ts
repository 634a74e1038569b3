// Resolution entry points: due requests (the job) and moderator actions. Each request is claimed
// with a row lock inside its own transaction, so two app instances (or a moderator and the job)
// never settle one request twice, and a crash mid-way leaves the request untouched.
import type { Prisma } from '../generated/prisma/client.ts';
import type { AppServices } from '../context.ts';
import { parseGameSnapshot } from '../domain/game-snapshot.ts';
import { publishRequestEvent } from '../live/request-events.ts';
import { catalogueChanged } from '../catalogue/catalogue-changes.ts';
import { settleRequest, type ClaimedRequest, type ModeratorAction, type Settled } from './settle.ts';

type Services = Pick<AppServices, 'db' | 'config' | 'mailer' | 'pubsub' | 'tasks' | 'liveEvents'>;
type Tx = Prisma.TransactionClient;

const claimedColumns = {
  id: true,
  type: true,
  gameId: true,
  submitterId: true,
  baseSnapshot: true,
  proposedData: true,
  resetCount: true,
  status: true,
} as const;

async function loadClaimed(tx: Tx, id: number) {
  const row = await tx.request.findUniqueOrThrow({ where: { id }, select: claimedColumns });
  return {
    ...row,
    baseSnapshot: parseGameSnapshot(row.baseSnapshot),
    proposedData: row.proposedData === null ? null : parseGameSnapshot(row.proposedData),
  } satisfies ClaimedRequest & { status: string };
}

/** After the commit: mails out, subscribers told. */
async function announce(
  services: Services,
  settled: Settled & { mailIds: number[] },
  kind: 'RESOLVED' | 'RESET' | 'MODERATED',
) {
  // An applied edit or deletion changed the catalogue: cached answers go before anyone is told.
  if (settled.result === 'approved') await catalogueChanged(services.db);
  publishRequestEvent(services, kind, settled.requestId, { votesCleared: settled.result === 'reset' });
  await services.mailer
    .deliver(settled.mailIds)
    .catch((error: unknown) => console.error('[requests] mail delivery failed:', error));
}

// Generous: deleting a game held in many collections touches many rows.
const TRANSACTION = { timeout: 60_000, maxWait: 30_000 } as const;

/** Settles one due request, if any is left that no other worker holds. Returns its id, or null. */
export async function resolveNextDueRequest(services: Services, now: Date = new Date()): Promise<number | null> {
  const settled = await services.db.prisma.$transaction(async (tx) => {
    const [due] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Request" WHERE status = 'PENDING' AND "expiresAt" <= ${now}
      ORDER BY "expiresAt", id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (!due) return null;
    const result = await settleRequest(tx, services, await loadClaimed(tx, due.id), null, now);
    return { ...result, mailIds: await services.mailer.queue(tx, result.mails) };
  }, TRANSACTION);
  if (!settled) return null;
  await announce(services, settled, settled.result === 'reset' ? 'RESET' : 'RESOLVED');
  return settled.requestId;
}

/** Settles every request due by `now` (up to `max`, so one tick cannot run forever). */
export async function resolveDueRequests(services: Services, now: Date = new Date(), max = 500): Promise<number[]> {
  const resolved: number[] = [];
  while (resolved.length < max) {
    const id = await resolveNextDueRequest(services, now);
    if (id === null) break;
    resolved.push(id);
  }
  return resolved;
}

/** ownRequest: a moderator's own request is for the community (and the rules) to settle. */
export type ModerationRefusal = 'notFound' | 'closed' | 'changed' | 'ownRequest';

/**
 * A moderator forces an outcome. Waits for the row lock (the job may hold it), then refuses when
 * the request is no longer pending, or no longer in the round the moderator saw
 * (`expectedResetCount`), so a double click or two moderators at once act once.
 */
export async function moderateRequest(
  services: Services,
  input: { requestId: number; action: ModeratorAction; moderatorId: number; expectedResetCount?: number | null },
  now: Date = new Date(),
): Promise<{ ok: true; result: Settled['result'] } | { ok: false; refusal: ModerationRefusal }> {
  const outcome = await services.db.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM "Request" WHERE id = ${input.requestId} FOR UPDATE`;
    if (!row) return { refusal: 'notFound' as const, settled: null };
    const request = await loadClaimed(tx, row.id);
    if (request.status !== 'PENDING') return { refusal: 'closed' as const, settled: null };
    if (request.submitterId === input.moderatorId) return { refusal: 'ownRequest' as const, settled: null };
    if (input.expectedResetCount != null && input.expectedResetCount !== request.resetCount)
      return { refusal: 'changed' as const, settled: null };
    // One action per round; the unique (requestId, round) index backs this check up.
    if (
      await tx.requestAction.findUnique({
        where: { requestId_round: { requestId: row.id, round: request.resetCount } },
        select: { id: true },
      })
    ) {
      return { refusal: 'changed' as const, settled: null };
    }
    await tx.requestAction.create({
      data: {
        requestId: row.id,
        moderatorId: input.moderatorId,
        action: input.action,
        round: request.resetCount,
        createdAt: now,
      },
    });
    const result = await settleRequest(tx, services, request, input.action, now, input.moderatorId);
    return { refusal: null, settled: { ...result, mailIds: await services.mailer.queue(tx, result.mails) } };
  }, TRANSACTION);
  if (!outcome.settled) return { ok: false, refusal: outcome.refusal ?? 'notFound' };
  await announce(services, outcome.settled, 'MODERATED');
  return { ok: true, result: outcome.settled.result };
}
