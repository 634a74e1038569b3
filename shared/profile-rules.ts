// Who sees what of a profile (spec section 6, visibility). Pure; imported by the API and, through
// `@profile-rules`, by the web app.
import { z } from './zod.ts';
import { LIMITS } from './rules.ts';
import { userText } from './input-check.ts';

export const PROFILE_VISIBILITIES = ['PUBLIC', 'FRIENDS', 'PRIVATE'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Parts of a profile the owner can hide one by one (stored in User.hiddenSections). */
export const PROFILE_SECTIONS = ['favouriteGame', 'stats', 'activity', 'friends', 'wantList', 'tradeList'] as const;
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
  message: z.pipe(
    userText(),
    z
      .string()
      .check(z.maxLength(LIMITS.friendMessageMax, `The message must be at most ${LIMITS.friendMessageMax} characters`)),
  ),
});

/** The sections hidden from this viewer: all of them when the whole profile is, none from the owner. */
export function sectionsHiddenFrom(
  owner: { profileVisibility: ProfileVisibility; hiddenSections: readonly string[] },
  relation: ProfileRelation,
): ProfileSection[] {
  return PROFILE_SECTIONS.filter((section) => !sectionVisibleTo(owner, section, relation));
}

/** How many of a user's latest requests and votes the profile's activity section lists. */
export const PROFILE_ACTIVITY_SIZE = 5;

/** How the viewer stands with a user, for the profile's friend button. */
export const FRIENDSHIP_STATUSES = ['NONE', 'FRIENDS', 'REQUEST_SENT', 'REQUEST_RECEIVED'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

export const profileSettingsInput = z.object({
  visibility: z.enum(PROFILE_VISIBILITIES),
  // Stored in the order of PROFILE_SECTIONS, each once, whatever order the client sent.
  hiddenSections: z.pipe(
    z.array(z.enum(PROFILE_SECTIONS)),
    z.transform((chosen: ProfileSection[]) => PROFILE_SECTIONS.filter((section) => chosen.includes(section))),
  ),
  favouriteGameId: z.nullable(z.int().check(z.positive())),
});
export type ProfileSettingsInput = z.input<typeof profileSettingsInput>;

/** Why a friendship change was refused; each has a message for API clients (the web app translates the reason). */
export const FRIENDSHIP_REFUSALS = {
  SELF: 'You cannot befriend yourself',
  ALREADY_FRIENDS: 'You are already friends',
  ALREADY_REQUESTED: 'You already sent this user a friend request',
  NOT_FRIENDS: 'You are not friends with this user',
} as const;
export type FriendshipRefusal = keyof typeof FRIENDSHIP_REFUSALS;
