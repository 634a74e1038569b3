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
} from '../profiles/relation.ts';
import { GameNode } from './game.ts';

export const ProfileVisibilityEnum = builder.enumType('ProfileVisibility', { values: PROFILE_VISIBILITIES });
export const ProfileSectionEnum = builder.enumType('ProfileSection', { values: PROFILE_SECTIONS });
const FriendshipStatusEnum = builder.enumType('FriendshipStatus', { values: FRIENDSHIP_STATUSES });

const ownerOnly = {
  nullable: true,
  authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
  unauthorizedResolver: () => null,
} as const;

// What every visibility decision reads from the owner's row.
const visibilitySelect = { profileVisibility: true, hiddenSections: true } as const;

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
  favouriteGame: t.prismaField({
    type: 'Game',
    nullable: true,
    description: 'Section favouriteGame.',
    select: { ...visibilitySelect, favouriteGameId: true },
    resolve: async (query, user, _args, ctx) => {
      // Spread before any early return: the prisma plugin warns about a query it never sees used.
      const selection = { ...query };
      if (user.favouriteGameId === null || !(await canSeeSection(ctx, user, 'favouriteGame'))) return null;
      return ctx.prisma.game.findUnique({ ...selection, where: { id: user.favouriteGameId } });
    },
  }),
  profileStats: t.field({
    type: ProfileStatsRef,
    nullable: true,
    description: 'Section stats.',
    select: visibilitySelect,
    resolve: async (user, _args, ctx) => {
      if (!(await canSeeSection(ctx, user, 'stats'))) return null;
      const { _count } = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: user.id },
        select: {
          _count: { select: { collection: true, requests: true, votes: true, friendshipsA: true, friendshipsB: true } },
        },
      });
      return {
        copies: _count.collection,
        requests: _count.requests,
        votes: _count.votes,
        friends: _count.friendshipsA + _count.friendshipsB,
      };
    },
  }),
  recentRequests: t.prismaField({
    type: ['Request'],
    nullable: true,
    description: `Section activity: the latest ${PROFILE_ACTIVITY_SIZE} requests the user submitted.`,
    select: visibilitySelect,
    resolve: async (query, user, _args, ctx) => {
      const selection = { ...query };
      if (!(await canSeeSection(ctx, user, 'activity'))) return null;
      return ctx.prisma.request.findMany({
        ...selection,
        where: { submitterId: user.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: PROFILE_ACTIVITY_SIZE,
      });
    },
  }),
  recentVotes: t.prismaField({
    type: ['Vote'],
    nullable: true,
    description: `Section activity: the latest ${PROFILE_ACTIVITY_SIZE} votes the user cast.`,
    select: visibilitySelect,
    resolve: async (query, user, _args, ctx) => {
      const selection = { ...query };
      if (!(await canSeeSection(ctx, user, 'activity'))) return null;
      return ctx.prisma.vote.findMany({
        ...selection,
        where: { userId: user.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: PROFILE_ACTIVITY_SIZE,
      });
    },
  }),
  friends: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    nullable: true,
    description: 'Section friends, oldest account first.',
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 20,
    resolve: async (query, user, _args, ctx) => {
      if (!(await canSeeSection(ctx, user, 'friends'))) return null;
      return ctx.prisma.user.findMany({
        ...query,
        where: {
          OR: [{ friendshipsA: { some: { userBId: user.id } } }, { friendshipsB: { some: { userAId: user.id } } }],
        },
        orderBy: { id: 'asc' },
      });
    },
  }),
  viewerFriendship: t.field({
    type: FriendshipStatusEnum,
    description: 'How the viewer stands with this user (NONE for visitors and for the user themself).',
    resolve: async (user, _args, ctx) => friendshipStatus(ctx, user.id),
  }),
  viewerFriendRequest: t.prismaField({
    type: 'FriendRequest',
    nullable: true,
    description: 'The pending request between the viewer and this user, either direction (to accept or cancel it).',
    resolve: async (query, user, _args, ctx) => {
      const selection = { ...query };
      const pending = await pendingRequestWith(ctx, user.id);
      return pending && ctx.prisma.friendRequest.findUnique({ ...selection, where: { id: pending.id } });
    },
  }),
}));

async function friendshipStatus(ctx: Context, userId: number): Promise<FriendshipStatus> {
  const relation = await viewerRelation(ctx, userId);
  if (relation === 'friend') return 'FRIENDS';
  if (relation !== 'stranger') return 'NONE';
  const pending = await pendingRequestWith(ctx, userId);
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
