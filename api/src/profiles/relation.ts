// How the viewer relates to a profile's owner, looked up once per operation and owner (a profile
// page asks for several sections of one user; a list asks for many users in one go).
import type { Context } from '../context.ts';
import {
  profileVisibleTo,
  sectionsHiddenFrom,
  sectionVisibleTo,
  type ProfileRelation,
  type ProfileSection,
  type ProfileVisibility,
} from '#shared/profile-rules';

const memo = new WeakMap<object, Map<number, Promise<ProfileRelation>>>();

/** Friendship rows store the pair ordered (userAId < userBId). */
export function friendshipKey(a: number, b: number) {
  return a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a };
}

/** The FriendRequest.pendingPair value of a pair: the same whoever sent the request. */
export function pendingPair(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** After a friendship changes, this operation's later fields must look again. */
export function forgetRelation(ctx: Context, ownerId: number): void {
  memo.get(ctx)?.delete(ownerId);
  pendingMemo.get(ctx)?.delete(ownerId);
}

export function viewerRelation(ctx: Context, ownerId: number): Promise<ProfileRelation> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve('visitor');
  if (viewer.id === ownerId) return Promise.resolve('owner');
  let byOwner = memo.get(ctx);
  if (!byOwner) memo.set(ctx, (byOwner = new Map()));
  let relation = byOwner.get(ownerId);
  if (!relation) {
    relation = ctx.prisma.friendship
      .findUnique({ where: { userAId_userBId: friendshipKey(viewer.id, ownerId) }, select: { createdAt: true } })
      .then((row) => (row ? 'friend' : 'stranger'));
    byOwner.set(ownerId, relation);
  }
  return relation;
}

export interface ProfileOwner {
  id: number;
  profileVisibility: ProfileVisibility;
  hiddenSections: string[];
}

export async function canSeeProfile(ctx: Context, owner: ProfileOwner): Promise<boolean> {
  return profileVisibleTo(owner.profileVisibility, await viewerRelation(ctx, owner.id));
}

export async function canSeeSection(ctx: Context, owner: ProfileOwner, section: ProfileSection): Promise<boolean> {
  return sectionVisibleTo(owner, section, await viewerRelation(ctx, owner.id));
}

export async function hiddenSectionsFor(ctx: Context, owner: ProfileOwner): Promise<ProfileSection[]> {
  return sectionsHiddenFrom(owner, await viewerRelation(ctx, owner.id));
}

export interface PendingRequest {
  id: number;
  fromId: number;
  toId: number;
}

const pendingMemo = new WeakMap<object, Map<number, Promise<PendingRequest | null>>>();

/** The pending friend request between the viewer and a user, either direction; once per operation. */
export function pendingRequestWith(ctx: Context, userId: number): Promise<PendingRequest | null> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.id === userId) return Promise.resolve(null);
  let byUser = pendingMemo.get(ctx);
  if (!byUser) pendingMemo.set(ctx, (byUser = new Map()));
  let pending = byUser.get(userId);
  if (!pending) {
    pending = ctx.prisma.friendRequest.findUnique({
      where: { pendingPair: pendingPair(viewer.id, userId) },
      select: { id: true, fromId: true, toId: true },
    });
    byUser.set(userId, pending);
  }
  return pending;
}
