// Profiles (spec sections 2, 3 and 6): a user's public card, the sections the owner shares, and
// the owner's profile settings. A section hidden from the viewer resolves null before any SQL
// reads it, so hidden data never leaves the database, let alone the API.
import { builder } from '../builder.ts';
import { requireViewer, type Context } from '../context.ts';
import {
  PROFILE_ACTIVITY_SIZE,
  PROFILE_SECTIONS,
  PROFILE_VISIBILITIES,
  FRIENDSHIP_STATUSES,
  profileSettingsInput,
  type FriendshipStatus,
} from '#shared/profile-rules';
import { LIMITS } from '#shared/rules';
import { InputError, parseInput, problem, rowId } from '../domain/validation.ts';
import {
  canSeeProfile,
  canSeeSection,
  hiddenSectionsFor,
  pendingRequestWith,
  viewerRelation,
  viewerRelationSelect,
  type RelationRow,
} from '../profiles/relation.ts';
import { friendPages } from '../profiles/friend-pages.ts';
import { GameNode } from './game.ts';
import { RequestNode } from './request.ts';
import { VoteNode } from './vote.ts';
import { FriendRequestNode } from './friend.ts';
import { UserNode } from './user.ts';
import { userProfileCounts } from '../profiles/user-figures.ts';

export const ProfileVisibilityEnum = builder.enumType('ProfileVisibility', { values: PROFILE_VISIBILITIES });
export const ProfileSectionEnum = builder.enumType('ProfileSection', { values: PROFILE_SECTIONS });
const FriendshipStatusEnum = builder.enumType('FriendshipStatus', { values: FRIENDSHIP_STATUSES });

const ownerOnly = {
  nullable: true,
  authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
  unauthorizedResolver: () => null,
} as const;

// What every visibility decision reads from the owner's row, with the viewer's friendship (no
// statement of its own).
const visibilitySelect = (_args: unknown, ctx: Context) => ({
  profileVisibility: true,
  hiddenSections: true,
  ...viewerRelationSelect(ctx),
});

interface ProfileStats {
  copies: number;
  requests: number;
  votes: number;
  friends: number;
}

const ProfileStatsRef = builder.objectRef<ProfileStats>('ProfileStats').implement({
  description: 'Counts shown on a profile.',
  fields: (t) => ({
    copies: t.exposeInt('copies', { description: 'Copies in the collection.' }),
    requests: t.exposeInt('requests', { description: 'Edit and delete requests submitted.' }),
    votes: t.exposeInt('votes', { description: 'Votes cast on requests.' }),
    friends: t.exposeInt('friends'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  profileVisible: t.boolean({
    description:
      'Whether the viewer may see this profile (false: show "profile private"). Name and trust score stay public.',
    select: visibilitySelect,
    resolve: (user, _args, ctx) => canSeeProfile(ctx, user),
  }),
  hiddenSections: t.field({
    type: [ProfileSectionEnum],
    description:
      'The sections hidden from this viewer (all of them when the profile is): "section private", not "empty".',
    select: visibilitySelect,
    resolve: (user, _args, ctx) => hiddenSectionsFor(ctx, user),
  }),
  profileVisibility: t.field({
    ...ownerOnly,
    type: ProfileVisibilityEnum,
    select: { profileVisibility: true },
    resolve: (user) => user.profileVisibility,
  }),
  hiddenSectionsSetting: t.field({
    ...ownerOnly,
    type: [ProfileSectionEnum],
    description: 'The sections the owner hides from everyone else.',
    select: { hiddenSections: true },
    resolve: (user) => PROFILE_SECTIONS.filter((section) => user.hiddenSections.includes(section)),
  }),
  favouriteGame: t.field({
    type: GameNode,
    nullable: true,
    description: 'Section favouriteGame.',
    // Joined into the user's statement. A to-one relation takes no filter: the game, public
    // catalogue data, is read even when the section is hidden, as its id always was; only the
    // viewer who may see the section is shown which game it is.
    select: (args, ctx, nestedSelection) => ({
      ...visibilitySelect(args, ctx),
      favouriteGameId: true,
      favouriteGame: nestedSelection(true),
    }),
    resolve: async (user, _args, ctx) =>
      user.favouriteGameId !== null && (await canSeeSection(ctx, user, 'favouriteGame')) ? user.favouriteGame : null,
  }),
  profileStats: t.field({
    type: ProfileStatsRef,
    nullable: true,
    description: 'Section stats.',
    select: visibilitySelect,
    resolve: async (user, _args, ctx) => {
      if (!(await canSeeSection(ctx, user, 'stats'))) return null;
      return userProfileCounts(ctx, user.id);
    },
  }),
  // The activity and friends sections are read in the user's own statement (a few rows each, by
  // index) whether or not the viewer may see them, and checked before they are shown. Filtering
  // them in SQL by the section's visibility made a hidden section cost a walk over all of the
  // owner's votes or requests (about 0.2 s for 20,000 votes), since no row passes the filter.
  recentRequests: t.field({
    type: [RequestNode],
    nullable: true,
    description: `Section activity: the latest ${PROFILE_ACTIVITY_SIZE} requests the user submitted.`,
    select: (args, ctx, nestedSelection) => ({
      ...visibilitySelect(args, ctx),
      requests: nestedSelection({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: PROFILE_ACTIVITY_SIZE,
      }),
    }),
    resolve: async (user, _args, ctx) => ((await canSeeSection(ctx, user, 'activity')) ? user.requests : null),
  }),
  recentVotes: t.field({
    type: [VoteNode],
    nullable: true,
    description: `Section activity: the latest ${PROFILE_ACTIVITY_SIZE} votes the user cast.`,
    select: (args, ctx, nestedSelection) => ({
      ...visibilitySelect(args, ctx),
      votes: nestedSelection({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: PROFILE_ACTIVITY_SIZE,
      }),
    }),
    resolve: async (user, _args, ctx) => ((await canSeeSection(ctx, user, 'activity')) ? user.votes : null),
  }),
  friends: t.connection({
    type: UserNode,
    nullable: true,
    description: 'Section friends, oldest account first. Each page seeks on the id after its cursor (first/after).',
    select: (args, ctx, nestedSelection) => ({
      ...visibilitySelect(args, ctx),
      ...friendPages.query(args, nestedSelection),
    }),
    resolve: async (user, args, ctx) =>
      (await canSeeSection(ctx, user, 'friends')) ? friendPages.connection(user, args) : null,
  }),
  viewerFriendship: t.field({
    type: FriendshipStatusEnum,
    description: 'How the viewer stands with this user (NONE for visitors and for the user themself).',
    select: (args, ctx) => viewerRelationSelect(ctx),
    resolve: async (user, _args, ctx) => friendshipStatus(ctx, user),
  }),
  viewerFriendRequest: t.field({
    type: FriendRequestNode,
    nullable: true,
    description: 'The pending request between the viewer and this user, either direction (to accept or cancel it).',
    // Joined into the user's statement: the pending request either way (at most one per pair).
    select: (_args, ctx, nestedSelection) => {
      if (!ctx.viewer) return {};
      const pending = { pendingPair: { not: null }, status: 'PENDING' } as const;
      return {
        sentFriendRequests: nestedSelection({ where: { toId: ctx.viewer.id, ...pending } }),
        gotFriendRequests: nestedSelection({ where: { fromId: ctx.viewer.id, ...pending } }),
      };
    },
    resolve: (user, _args, ctx) =>
      !ctx.viewer || ctx.viewer.id === user.id
        ? null
        : (user.sentFriendRequests?.[0] ?? user.gotFriendRequests?.[0] ?? null),
  }),
}));

async function friendshipStatus(ctx: Context, user: RelationRow): Promise<FriendshipStatus> {
  const relation = await viewerRelation(ctx, user);
  if (relation === 'friend') return 'FRIENDS';
  if (relation !== 'stranger') return 'NONE';
  // The row carries the pending request's direction (viewerRelationSelect) when its operation
  // selected it; a row loaded another way asks.
  const sent = user._count?.gotFriendRequests;
  const received = user._count?.sentFriendRequests;
  if (sent !== undefined && received !== undefined) {
    return sent > 0 ? 'REQUEST_SENT' : received > 0 ? 'REQUEST_RECEIVED' : 'NONE';
  }
  const pending = await pendingRequestWith(ctx, user.id);
  if (!pending) return 'NONE';
  return pending.fromId === requireViewer(ctx).id ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
}

// The activity section names the request each vote was on. (Not in vote.ts: that file is the
// voting itself; this is what a profile needs of a vote.)
builder.prismaObjectField('Vote', 'request', (t) => t.relation('request'));

builder.queryFields((t) => ({
  user: t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: { public: true },
    description:
      'A user by username (any letter case); null when there is none. Ask `profileVisible` before showing the profile.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (query, _root, { username }, ctx) => {
      if (username.length > LIMITS.usernameMax) return null;
      return ctx.prisma.user.findUnique({ ...query, where: { usernameKey: username.toLowerCase() } });
    },
  }),
}));

const ProfileSettingsInput = builder.inputType('ProfileSettingsInput', {
  fields: (t) => ({
    visibility: t.field({ type: ProfileVisibilityEnum, required: true }),
    hiddenSections: t.field({ type: [ProfileSectionEnum], required: true }),
    favouriteGameId: t.globalID({ for: GameNode, description: 'Null clears the favourite game.' }),
  }),
});

builder.mutationFields((t) => ({
  updateProfileSettings: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    errors: { types: [InputError] },
    description: 'Who sees the profile, which sections are hidden, and the favourite game.',
    args: { input: t.arg({ type: ProfileSettingsInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const notInCatalogue = () => problem('favouriteGameId', 'notFound', 'This game is not in the catalogue');
      const favouriteGameId = input.favouriteGameId ? rowId(input.favouriteGameId.id) : null;
      if (input.favouriteGameId && favouriteGameId === null) throw notInCatalogue();
      const values = parseInput(profileSettingsInput, { ...input, favouriteGameId });
      if (
        values.favouriteGameId !== null &&
        !(await ctx.prisma.game.findUnique({ where: { id: values.favouriteGameId }, select: { id: true } }))
      ) {
        throw notInCatalogue();
      }
      return ctx.prisma.user.update({
        ...query,
        where: { id: requireViewer(ctx).id },
        data: {
          profileVisibility: values.visibility,
          hiddenSections: values.hiddenSections,
          favouriteGameId: values.favouriteGameId,
        },
      });
    },
  }),
}));
