// Whether the viewer may see one section of a user's profile when only the user's id is at hand
// (a want-list entry or a copy for trade reached through node(id:)). The owner's visibility is
// read once per operation and user, so a page of entries costs one statement, not one per entry.
import type { Context } from '../context.ts';
import type { ProfileSection } from '#shared/profile-rules';
import { canSeeSection, type ProfileOwner } from './relation.ts';

const owners = new WeakMap<object, Map<number, Promise<ProfileOwner | null>>>();

function ownersOf(ctx: Context): Map<number, Promise<ProfileOwner | null>> {
  let byId = owners.get(ctx);
  if (!byId) owners.set(ctx, (byId = new Map()));
  return byId;
}

function profileOwner(ctx: Context, userId: number): Promise<ProfileOwner | null> {
  const byId = ownersOf(ctx);
  let owner = byId.get(userId);
  if (!owner) {
    owner = ctx.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, profileVisibility: true, hiddenSections: true },
    });
    byId.set(userId, owner);
  }
  return owner;
}

/**
 * `user` is an id, or a User row: when another field of the operation already loaded the row's
 * visibility columns (Pothos merges every field's selection into one statement), no query is made.
 */
export async function canSeeSectionOf(
  ctx: Context,
  user: number | { id: number },
  section: ProfileSection,
): Promise<boolean> {
  const userId = typeof user === 'number' ? user : user.id;
  if (ctx.viewer?.id === userId) return true;
  if (typeof user === 'object' && 'profileVisibility' in user && 'hiddenSections' in user) {
    // Kept for the entries of this user's lists, whose own checks then need no statement.
    const owner = user as ProfileOwner;
    ownersOf(ctx).set(userId, Promise.resolve(owner));
    return canSeeSection(ctx, owner, section);
  }
  const owner = await profileOwner(ctx, userId);
  return owner !== null && canSeeSection(ctx, owner, section);
}
