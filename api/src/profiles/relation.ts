// How the viewer relates to a profile's owner, looked up once per operation and owner (a profile
// page asks for several sections of one user; a list asks for many users in one go).
import type { Context } from '../context.ts';
import {
  profileVisibleTo,
  sectionVisibleTo,
  type ProfileRelation,
  type ProfileSection,
  type ProfileVisibility,
} from '../domain/profile-rules.ts';

const memo = new WeakMap<object, Map<number, Promise<ProfileRelation>>>();

/** Friendship rows store the pair ordered (userAId < userBId). */
export function friendshipKey(a: number, b: number) {
  return a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a };
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
