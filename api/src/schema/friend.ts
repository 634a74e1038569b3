// Friend requests and friendships (spec sections 3, 5 and 6): send with an optional message,
// accept, decline, cancel, unfriend; the viewer's pending requests in both directions.
import { builder } from '../builder.ts';
import { requireViewer, type Context } from '../context.ts';
import { FRIENDSHIP_REFUSALS, friendRequestInput } from '#shared/profile-rules';
import { LIMITS } from '#shared/rules';
import { InputError, parseInput, problem, rowId } from '../domain/validation.ts';
import {
  acceptFriendRequest,
  closeFriendRequest,
  FriendRequestGoneError,
  FriendshipError,
  sendFriendRequest,
  unfriend,
} from '../profiles/friendships.ts';
import { forgetRelation } from '../profiles/relation.ts';
import { ErrorInterface } from './errors.ts';
import { UserNode } from './user.ts';
import { takeAddressAllowance } from '../auth/address-limits.ts';

const FriendRequestStatusEnum = builder.enumType('FriendRequestStatus', {
  values: ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const,
});
const FriendRequestDirectionEnum = builder.enumType('FriendRequestDirection', {
  values: ['RECEIVED', 'SENT'] as const,
});
const FriendshipRefusalEnum = builder.enumType('FriendshipRefusal', {
  values: Object.keys(FRIENDSHIP_REFUSALS) as (keyof typeof FRIENDSHIP_REFUSALS)[],
});

export const FriendRequestNode = builder.prismaNode('FriendRequest', {
  id: { field: 'id' },
  // Also reachable through node(id:): only its sender and recipient see it.
  authScopes: (request, ctx) => request.fromId === ctx.viewer?.id || request.toId === ctx.viewer?.id,
  fields: (t) => ({
    from: t.relation('from'),
    to: t.relation('to'),
    message: t.exposeString('message', { nullable: true }),
    status: t.expose('status', { type: FriendRequestStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectType(FriendshipError, {
  name: 'FriendshipError',
  interfaces: [ErrorInterface],
  description: 'Refused: yourself, already friends, a request already sent, or not friends (unfriend).',
  fields: (t) => ({ reason: t.field({ type: FriendshipRefusalEnum, resolve: (error) => error.reason }) }),
});

builder.objectType(FriendRequestGoneError, {
  name: 'FriendRequestGoneError',
  interfaces: [ErrorInterface],
  description: 'The request was answered, withdrawn or never addressed to the viewer.',
  fields: () => ({}),
});

builder.prismaObjectFields('User', (t) => ({
  friendRequests: t.prismaConnection({
    type: 'FriendRequest',
    cursor: 'id',
    nullable: true,
    description: 'Pending friend requests, newest first. Only the user sees them.',
    authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 20,
    args: { direction: t.arg({ type: FriendRequestDirectionEnum, required: true }) },
    resolve: (query, user, { direction }, ctx) =>
      ctx.prisma.friendRequest.findMany({
        ...query,
        where: { [direction === 'RECEIVED' ? 'toId' : 'fromId']: user.id, status: 'PENDING' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
}));

/** What a friendship change returns: the other person (to refresh their profile) and the request acted on. */
interface FriendshipChange {
  userId: number;
  requestId: number | null;
}

const FriendshipChangeRef = builder.objectRef<FriendshipChange>('FriendshipChange').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      description: 'The other person.',
      resolve: (query, change, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: change.userId } }),
    }),
    friendRequest: t.prismaField({
      type: 'FriendRequest',
      nullable: true,
      description: 'The request sent, accepted, declined or cancelled; null after unfriend.',
      resolve: (query, change, _args, ctx) =>
        change.requestId === null
          ? null
          : ctx.prisma.friendRequest.findUnique({ ...query, where: { id: change.requestId } }),
    }),
  }),
});

const SendFriendRequestInput = builder.inputType('SendFriendRequestInput', {
  fields: (t) => ({
    userId: t.globalID({ for: UserNode, required: true }),
    message: t.string({ description: `Optional, at most ${LIMITS.friendMessageMax} characters.` }),
  }),
});
const FriendRequestIdInput = builder.inputType('FriendRequestIdInput', {
  fields: (t) => ({ friendRequestId: t.globalID({ for: FriendRequestNode, required: true }) }),
});
const UnfriendInput = builder.inputType('UnfriendInput', {
  fields: (t) => ({ userId: t.globalID({ for: UserNode, required: true }) }),
});

const friendChange = { type: FriendshipChangeRef, authScopes: { loggedIn: true } } as const;

async function existingUserId(ctx: Context, globalId: { id: string }): Promise<number> {
  const id = rowId(globalId.id);
  const user = id === null ? null : await ctx.prisma.user.findUnique({ where: { id }, select: { id: true } });
  if (!user) throw problem('userId', 'notFound', 'This user does not exist');
  return user.id;
}

function requestId(globalId: { id: string }): number {
  const id = rowId(globalId.id);
  if (id === null) throw new FriendRequestGoneError();
  return id;
}

function changed(ctx: Context, userId: number, requestId: number | null): FriendshipChange {
  forgetRelation(ctx, userId);
  return { userId, requestId };
}

builder.mutationFields((t) => ({
  sendFriendRequest: t.field({
    ...friendChange,
    errors: { types: [InputError, FriendshipError] },
    description: 'Sends a friend request; when the other user already sent one to the viewer, accepts theirs instead.',
    args: { input: t.arg({ type: SendFriendRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { message } = parseInput(friendRequestInput, { message: input.message ?? '' });
      const userId = await existingUserId(ctx, input.userId);
      await takeAddressAllowance(ctx, 'friendRequest');
      const { requestId } = await sendFriendRequest(ctx.prisma, requireViewer(ctx).id, userId, message || null);
      return changed(ctx, userId, requestId);
    },
  }),
  acceptFriendRequest: t.field({
    ...friendChange,
    errors: { types: [FriendRequestGoneError] },
    description: 'The recipient accepts: the two become friends.',
    args: { input: t.arg({ type: FriendRequestIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = requestId(input.friendRequestId);
      return changed(ctx, await acceptFriendRequest(ctx.prisma, requireViewer(ctx).id, id), id);
    },
  }),
  declineFriendRequest: t.field({
    ...friendChange,
    errors: { types: [FriendRequestGoneError] },
    description: 'The recipient declines.',
    args: { input: t.arg({ type: FriendRequestIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = requestId(input.friendRequestId);
      return changed(ctx, await closeFriendRequest(ctx.prisma, requireViewer(ctx).id, id, 'recipient'), id);
    },
  }),
  cancelFriendRequest: t.field({
    ...friendChange,
    errors: { types: [FriendRequestGoneError] },
    description: 'The sender withdraws the request.',
    args: { input: t.arg({ type: FriendRequestIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = requestId(input.friendRequestId);
      return changed(ctx, await closeFriendRequest(ctx.prisma, requireViewer(ctx).id, id, 'sender'), id);
    },
  }),
  unfriend: t.field({
    ...friendChange,
    errors: { types: [InputError, FriendshipError] },
    description: 'Ends a friendship, for both.',
    args: { input: t.arg({ type: UnfriendInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = await existingUserId(ctx, input.userId);
      await unfriend(ctx.prisma, requireViewer(ctx).id, userId);
      return changed(ctx, userId, null);
    },
  }),
}));
