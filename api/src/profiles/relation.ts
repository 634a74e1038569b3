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

/**
 * What a User row selects so that the viewer's friendship and pending friend request with its
 * owner come with the row instead of a statement each: the number of friendship rows and of
 * pending requests either way between the two (0 or 1 each; Friendship rows are ordered pairs,
 * so the viewer is on one side or the other). Nothing for a visitor. Nothing else selects these
 * filtered counts of a User (a count of all friendships would be merged with them).
 */
export function viewerRelationSelect(ctx: Context) {
  const viewer = ctx.viewer;
  if (!viewer) return {};
  const pending = { pendingPair: { not: null }, status: 'PENDING' } as const;
  return {
    _count: {
      select: {
        friendshipsA: { where: { userBId: viewer.id } },
        friendshipsB: { where: { userAId: viewer.id } },
        sentFriendRequests: { where: { toId: viewer.id, ...pending } },
        gotFriendRequests: { where: { fromId: viewer.id, ...pending } },
      },
    },
  };
}

/** A User row, with what viewerRelationSelect adds when the operation's selection carried it. */
export interface RelationRow {
  id: number;
  _count?: { friendshipsA?: number; friendshipsB?: number; sentFriendRequests?: number; gotFriendRequests?: number };
}

/** The viewer's friendship with the row's owner as the row carries it; undefined when it does not. */
function friendsByRow(row: RelationRow): boolean | undefined {
  const count = row._count;
  if (count?.friendshipsA === undefined || count.friendshipsB === undefined) return undefined;
  return count.friendshipsA + count.friendshipsB > 0;
}

/**
 * `owner` is an id, or the owner's row: when the row carries viewerRelationSelect's counts, no
 * statement is sent.
 */
export function viewerRelation(ctx: Context, owner: number | RelationRow): Promise<ProfileRelation> {
  const ownerId = typeof owner === 'number' ? owner : owner.id;
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve('visitor');
  if (viewer.id === ownerId) return Promise.resolve('owner');
  let byOwner = memo.get(ctx);
  if (!byOwner) memo.set(ctx, (byOwner = new Map()));
  let relation = byOwner.get(ownerId);
  if (!relation) {
    const byRow = typeof owner === 'number' ? undefined : friendsByRow(owner);
    relation =
      byRow !== undefined
        ? Promise.resolve(byRow ? 'friend' : 'stranger')
        : ctx.prisma.friendship
            .findUnique({ where: { userAId_userBId: friendshipKey(viewer.id, ownerId) }, select: { createdAt: true } })
            .then((row) => (row ? 'friend' : 'stranger'));
    byOwner.set(ownerId, relation);
  }
  return relation;
}

export interface ProfileOwner extends RelationRow {
  profileVisibility: ProfileVisibility;
  hiddenSections: string[];
}

export async function canSeeProfile(ctx: Context, owner: ProfileOwner): Promise<boolean> {
  return profileVisibleTo(owner.profileVisibility, await viewerRelation(ctx, owner));
}

export async function canSeeSection(ctx: Context, owner: ProfileOwner, section: ProfileSection): Promise<boolean> {
  return sectionVisibleTo(owner, section, await viewerRelation(ctx, owner));
}

export async function hiddenSectionsFor(ctx: Context, owner: ProfileOwner): Promise<ProfileSection[]> {
  return sectionsHiddenFrom(owner, await viewerRelation(ctx, owner));
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
