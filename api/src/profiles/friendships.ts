// Friend requests and friendships. A pair has at most one pending request (FriendRequest.pendingPair
// is unique), so two people asking each other at the same moment end with one request or a
// friendship, never two requests.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { FRIENDSHIP_REFUSALS, type FriendshipRefusal } from '#shared/profile-rules';
import { isUniqueViolation } from '../auth/accounts.ts';
import { friendshipKey, pendingPair } from './relation.ts';

export class FriendshipError extends Error {
  readonly reason: FriendshipRefusal;
  constructor(reason: FriendshipRefusal) {
    super(FRIENDSHIP_REFUSALS[reason]);
    this.reason = reason;
    this.name = 'FriendshipError';
  }
}

/** The request a mutation acted on is not (or no longer) a pending one the viewer may act on. */
export class FriendRequestGoneError extends Error {
  constructor() {
    super('This friend request is no longer pending');
    this.name = 'FriendRequestGoneError';
  }
}

type Transaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Sends a request, or accepts the one the other user already sent. Returns the request's id. */
export async function sendFriendRequest(prisma: PrismaClient, fromId: number, toId: number, message: string | null) {
  if (fromId === toId) throw new FriendshipError('SELF');
  const attempt = () =>
    prisma.$transaction(async (tx) => {
      if (
        await tx.friendship.findUnique({
          where: { userAId_userBId: friendshipKey(fromId, toId) },
          select: { createdAt: true },
        })
      ) {
        throw new FriendshipError('ALREADY_FRIENDS');
      }
      const pending = await tx.friendRequest.findUnique({
        where: { pendingPair: pendingPair(fromId, toId) },
        select: { id: true, fromId: true },
      });
      if (pending?.fromId === fromId) throw new FriendshipError('ALREADY_REQUESTED');
      if (pending) return { requestId: (await accept(tx, pending.id, fromId)).id, accepted: true };
      const created = await tx.friendRequest.create({
        data: { fromId, toId, message, pendingPair: pendingPair(fromId, toId) },
        select: { id: true },
      });
      return { requestId: created.id, accepted: false };
    });
  try {
    return await attempt();
  } catch (error) {
    // The other one sent theirs in the same instant: look again, now that it is there.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

async function accept(tx: Transaction, requestId: number, recipientId: number) {
  const request = await tx.friendRequest.update({
    where: { id: requestId, toId: recipientId, status: 'PENDING' },
    data: { status: 'ACCEPTED', respondedAt: new Date(), pendingPair: null },
    select: { id: true, fromId: true, toId: true },
  });
  await tx.friendship.createMany({ data: [friendshipKey(request.fromId, request.toId)], skipDuplicates: true });
  return request;
}

/** Accepts a request sent to the viewer; returns the sender's id. */
export async function acceptFriendRequest(prisma: PrismaClient, viewerId: number, requestId: number): Promise<number> {
  try {
    return (await prisma.$transaction((tx) => accept(tx, requestId, viewerId))).fromId;
  } catch (error) {
    if (isRecordNotFound(error)) throw new FriendRequestGoneError();
    throw error;
  }
}

/** Declines (recipient) or cancels (sender) a pending request; returns the other user's id. */
export async function closeFriendRequest(
  prisma: PrismaClient,
  viewerId: number,
  requestId: number,
  as: 'recipient' | 'sender',
) {
  const mine = as === 'recipient' ? { toId: viewerId } : { fromId: viewerId };
  try {
    const request = await prisma.friendRequest.update({
      where: { id: requestId, ...mine, status: 'PENDING' },
      data: { status: as === 'recipient' ? 'DECLINED' : 'CANCELLED', respondedAt: new Date(), pendingPair: null },
      select: { fromId: true, toId: true },
    });
    return as === 'recipient' ? request.fromId : request.toId;
  } catch (error) {
    if (isRecordNotFound(error)) throw new FriendRequestGoneError();
    throw error;
  }
}

export async function unfriend(prisma: PrismaClient, viewerId: number, userId: number): Promise<void> {
  const { count } = await prisma.friendship.deleteMany({ where: friendshipKey(viewerId, userId) });
  if (count === 0) throw new FriendshipError('NOT_FRIENDS');
}

function isRecordNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2025'
  );
}
