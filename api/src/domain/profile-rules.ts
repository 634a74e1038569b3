// Who sees what of a profile (spec section 6, visibility). Pure; imported by the API and, through
// `@profile-rules`, by the web app.
import { z } from 'zod';
import { LIMITS, userText } from './rules.ts';

export const PROFILE_VISIBILITIES = ['PUBLIC', 'FRIENDS', 'PRIVATE'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Parts of a profile the owner can hide one by one (stored in User.hiddenSections). */
export const PROFILE_SECTIONS = ['favouriteGame', 'stats', 'activity', 'friends'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** How the viewer relates to the profile's owner. */
export type ProfileRelation = 'owner' | 'friend' | 'stranger' | 'visitor';

export function profileVisibleTo(visibility: ProfileVisibility, relation: ProfileRelation): boolean {
  if (relation === 'owner') return true;
  if (visibility === 'PUBLIC') return true;
  return visibility === 'FRIENDS' && relation === 'friend';
}

/** A hidden section is hidden from everyone but the owner, whatever the profile's visibility. */
export function sectionVisibleTo(
  owner: { profileVisibility: ProfileVisibility; hiddenSections: readonly string[] },
  section: ProfileSection,
  relation: ProfileRelation,
): boolean {
  if (relation === 'owner') return true;
  return profileVisibleTo(owner.profileVisibility, relation) && !owner.hiddenSections.includes(section);
}

export const friendRequestInput = z.object({
  message: userText().pipe(z.string().max(LIMITS.friendMessageMax, `The message must be at most ${LIMITS.friendMessageMax} characters`)),
});
