// What happens to one claimed request: the outcome (from the votes, or forced by a moderator) is
// written with everything it implies in the caller's transaction: the game changed or deleted,
// status, trust score, mails queued. Either all of it commits or none of it does.
import type { Prisma } from '../generated/prisma/client.ts';
import type { AppServices } from '../context.ts';
import { requestOutcome, expiryFrom, trustScoreDelta, type RequestOutcome } from '#shared/request-rules';
import { TRUST_SCORE } from '#shared/rules';
import { gameInput } from '#shared/catalogue-input';
import { mergeGame } from '../domain/game-merge.ts';
import type { GameSnapshot } from '../domain/game-snapshot.ts';
import { replaceGame } from '../catalogue/save-game.ts';
import { recordGameChange } from '../catalogue/game-history.ts';
import { InputError } from '../domain/validation.ts';
import { snapshotGame } from './snapshot.ts';
import { loadTally } from './vote-tally.ts';
import { collectorsWanting, requestLink, submitterWanting } from './notify.ts';
import { collectionGameRemovedMail, requestResultMail, type RequestResult } from '../mail/request-mail.ts';
import type { Mail } from '../mail/mailer.ts';

type Tx = Prisma.TransactionClient;
export type ModeratorAction = 'FORCE_APPROVE' | 'FORCE_REJECT' | 'FORCE_EXPIRE';

export interface ClaimedRequest {
  id: number;
  type: 'EDIT' | 'DELETE';
  gameId: number | null;
  submitterId: number | null;
  baseSnapshot: GameSnapshot;
  proposedData: GameSnapshot | null;
  resetCount: number;
}

export interface Settled {
  requestId: number;
  result: RequestResult;
  mails: Mail[];
}

type Services = Pick<AppServices, 'config'>;

/** Who settled it and when: the history entry of an applied request names them. */
interface Settlement {
  moderatorId: number | null;
  now: Date;
}

/**
 * Applies the request to the catalogue, with its history entry; returns why it could not be
 * applied, or null when it was.
 */
async function apply(
  tx: Tx,
  services: Services,
  request: ClaimedRequest,
  mails: Mail[],
  settlement: Settlement,
): Promise<string | null> {
  const link = requestLink(services, request.id);
  const history = {
    gameId: request.gameId!,
    requestId: request.id,
    proposerId: request.submitterId,
    moderatorId: settlement.moderatorId,
    at: settlement.now,
  };
  if (request.gameId === null) return request.type === 'DELETE' ? null : 'game deleted';
  const current = await snapshotGame(tx, request.gameId);
  if (!current) return request.type === 'DELETE' ? null : 'game deleted';
  const currentVersionIds = current.versions.map((v) => v.id as number);

  if (request.type === 'DELETE') {
    for (const to of await collectorsWanting(tx, currentVersionIds, null))
      mails.push(collectionGameRemovedMail(to, current.title, link));
    await recordGameChange(tx, { ...history, before: current, after: null });
    await tx.game.delete({ where: { id: request.gameId } });
    return null;
  }

  const merged = mergeGame(request.baseSnapshot, request.proposedData!, current);
  // A merge of two valid games can still break a rule (every version removed, say): also a conflict.
  if (!merged.ok || !gameInput.safeParse(merged.game).success) return 'conflict';
  const keptIds = new Set(merged.game.versions.map((v) => v.id));
  const removed = currentVersionIds.filter((id) => !keptIds.has(id));
  for (const to of await collectorsWanting(tx, removed, null))
    mails.push(collectionGameRemovedMail(to, current.title, link));
  try {
    await replaceGame(tx, request.gameId, merged.game);
  } catch (error) {
    // A console or image it names is gone (checked before anything is written).
    if (error instanceof InputError) return 'conflict';
    throw error;
  }
  // Read back: the entry holds what was written (merged, companies resolved), not the proposal.
  await recordGameChange(tx, { ...history, before: current, after: await snapshotGame(tx, request.gameId) });
  return null;
}

function outcomeOf(
  action: ModeratorAction | null,
  request: ClaimedRequest,
  votes: { approvals: number; rejections: number },
): RequestOutcome {
  if (action === 'FORCE_APPROVE') return 'apply';
  if (action === 'FORCE_REJECT') return 'reject';
  return requestOutcome(request.type, votes, request.resetCount);
}

export async function settleRequest(
  tx: Tx,
  services: Services,
  request: ClaimedRequest,
  action: ModeratorAction | null,
  now: Date,
  moderatorId: number | null = null,
): Promise<Settled> {
  const votes = await loadTally(tx, request.id);
  let outcome = outcomeOf(action, request, votes);
  let note: string | null = null;
  const mails: Mail[] = [];

  if (outcome === 'reset') {
    await tx.vote.deleteMany({ where: { requestId: request.id } });
    await tx.request.update({
      where: { id: request.id },
      data: { resetCount: { increment: 1 }, expiresAt: expiryFrom(now, services.config.REQUEST_LIFETIME_DAYS) },
    });
  } else {
    if (outcome === 'apply') {
      note = await apply(tx, services, request, mails, { moderatorId, now });
      if (note !== null) outcome = 'reject';
    } else if (votes.approvals + votes.rejections === 0 && action === null) {
      note = 'no votes';
    }
    await tx.request.update({
      where: { id: request.id },
      data: { status: outcome === 'apply' ? 'APPROVED' : 'REJECTED', resolvedAt: now, resolutionNote: note },
    });
    if (request.submitterId !== null) {
      // trustScoreAfter, in SQL, so two requests of one submitter resolved at once both count.
      await tx.$executeRaw`UPDATE "User" SET "trustScore" = LEAST(${TRUST_SCORE.max}::int, GREATEST(${TRUST_SCORE.min}::int, "trustScore" + ${trustScoreDelta(outcome)}::int)) WHERE id = ${request.submitterId}`;
    }
  }

  const result: RequestResult =
    outcome === 'reset' ? 'reset' : outcome === 'apply' ? 'approved' : note === 'conflict' ? 'conflict' : 'rejected';
  const preference =
    action !== null ? 'moderatorUpdates' : result === 'approved' ? 'requestApproved' : 'requestExpired';
  const to = await submitterWanting(tx, request.submitterId, preference);
  if (to) {
    const about = {
      to,
      gameTitle: request.baseSnapshot.title,
      type: request.type,
      link: requestLink(services, request.id),
    };
    mails.push(requestResultMail(about, result, action !== null));
  }
  return { requestId: request.id, result, mails };
}
