// Submitting edit and delete requests (spec: edit-game screen, delete dialog). Both store a
// snapshot of the game and go to the community vote; nothing changes in the catalogue yet.
import { builder } from '../builder.ts';
import { requireViewer, type Context } from '../context.ts';
import { gameInput } from '#shared/catalogue-input';
import { expiryFrom } from '#shared/request-rules';
import { deleteRequestReason, editRequestReason } from '#shared/request-input';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { checkInput } from '#shared/input-check';
import { publishRequestEvent } from '../live/request-events.ts';
import { createDeleteRequest, createEditRequest } from '../requests/submit.ts';
import { NoChangesError } from '../requests/errors.ts';
import { notifyCollectorsOfRequest } from '../requests/notify.ts';
import { GameInputType, gameInputValues } from './add-game.ts';
import { ErrorInterface, NotFoundError } from './errors.ts';
import { GameNode } from './game.ts';
import { EmailNotVerifiedError, requireVerifiedEmail } from '../auth/email-verification.ts';
import { takeAddressAllowance } from '../auth/address-limits.ts';

builder.objectType(NoChangesError, {
  name: 'NoChangesError',
  interfaces: [ErrorInterface],
  description: 'The proposal is the game as it is.',
  fields: () => ({}),
});

const SubmitEditRequestInput = builder.inputType('SubmitEditRequestInput', {
  fields: (t) => ({
    gameId: t.globalID({ for: GameNode, required: true }),
    game: t.field({ type: GameInputType, required: true }),
    reason: t.string({ required: true }),
  }),
});

const SubmitDeleteRequestInput = builder.inputType('SubmitDeleteRequestInput', {
  fields: (t) => ({
    gameId: t.globalID({ for: GameNode, required: true }),
    reason: t.string({ required: true }),
  }),
});

/** Every problem at once: the game's fields and the reason. */
function checkEdit(game: unknown, reason: string) {
  const checkedGame = checkInput(gameInput, game);
  const checkedReason = checkInput(editRequestReason, { reason });
  const problems = [
    ...(checkedGame.ok ? [] : checkedGame.problems),
    ...(checkedReason.ok ? [] : checkedReason.problems),
  ];
  if (!checkedGame.ok || !checkedReason.ok) throw new InputError(problems);
  return { game: checkedGame.value, reason: checkedReason.value.reason };
}

/** Checked input becomes a request only from a verified member with allowance left at their address. */
async function newRequest(ctx: Context, gameId: { id: string }, reason: string) {
  const id = rowId(gameId.id);
  if (!id) throw new NotFoundError('gameId', 'This game does not exist');
  await takeAddressAllowance(ctx, 'requestSubmission');
  return {
    gameId: id,
    submitterId: requireViewer(ctx).id,
    reason,
    expiresAt: expiryFrom(new Date(), ctx.config.REQUEST_LIFETIME_DAYS),
  };
}

async function created(ctx: Context, query: object, requestId: number | null) {
  if (requestId === null) throw new NotFoundError('gameId', 'This game does not exist');
  publishRequestEvent(ctx, 'CREATED', requestId);
  notifyCollectorsOfRequest(ctx, requestId);
  return ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: requestId } });
}

builder.mutationFields((t) => ({
  submitEditRequest: t.prismaField({
    type: 'Request',
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError, NoChangesError, EmailNotVerifiedError] },
    description:
      'Proposes a change to a game (fields, versions, images) for the community to vote on. Needs a confirmed email address.',
    args: { input: t.arg({ type: SubmitEditRequestInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      requireVerifiedEmail(ctx);
      const { game, reason } = checkEdit(gameInputValues(input.game), input.reason);
      const requestId = await createEditRequest(ctx.prisma, { ...(await newRequest(ctx, input.gameId, reason)), game });
      return created(ctx, query, requestId);
    },
  }),
  submitDeleteRequest: t.prismaField({
    type: 'Request',
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError, EmailNotVerifiedError] },
    description: 'Proposes removing a game from the catalogue; the community votes. Needs a confirmed email address.',
    args: { input: t.arg({ type: SubmitDeleteRequestInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      requireVerifiedEmail(ctx);
      const { reason } = parseInput(deleteRequestReason, { reason: input.reason });
      const requestId = await createDeleteRequest(ctx.prisma, await newRequest(ctx, input.gameId, reason));
      return created(ctx, query, requestId);
    },
  }),
}));
