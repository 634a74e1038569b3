// Moderators' and administrators' tools on community review: forcing an outcome, and the
// "important email" to every member.
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import { importantEmailInput } from '#shared/request-input';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { moderateRequest, type ModerationRefusal } from '../requests/resolve.ts';
import { sendImportantEmail } from '../requests/important-email.ts';
import { ErrorInterface, NotFoundError } from './errors.ts';
import { OwnRequestError } from '../requests/errors.ts';
import { ModeratorActionEnum, RequestNode } from './request.ts';

const REFUSALS: Record<Exclude<ModerationRefusal, 'notFound' | 'ownRequest'>, string> = {
  closed: 'This request is no longer pending',
  changed: 'This request changed since you loaded it (another moderator acted or it was reset); reload it first',
};

class RequestClosedError extends Error {
  readonly reason: Exclude<ModerationRefusal, 'notFound' | 'ownRequest'>;
  constructor(reason: Exclude<ModerationRefusal, 'notFound' | 'ownRequest'>) {
    super(REFUSALS[reason]);
    this.reason = reason;
    this.name = 'RequestClosedError';
  }
}

builder.objectType(RequestClosedError, {
  name: 'RequestClosedError',
  interfaces: [ErrorInterface],
  description: 'The request is no longer pending, or another action already ended the round the moderator saw.',
  fields: (t) => ({
    closed: t.boolean({
      description: 'True: no longer pending. False: still pending, but changed.',
      resolve: (error) => error.reason === 'closed',
    }),
  }),
});

const ModerateRequestInput = builder.inputType('ModerateRequestInput', {
  fields: (t) => ({
    requestId: t.globalID({ for: RequestNode, required: true }),
    action: t.field({ type: ModeratorActionEnum, required: true }),
    expectedResetCount: t.int({
      description: 'The reset count the moderator saw; refused when it moved on (so one click acts once).',
    }),
  }),
});

const SendImportantEmailInput = builder.inputType('SendImportantEmailInput', {
  fields: (t) => ({ subject: t.string({ required: true }), body: t.string({ required: true }) }),
});

const ImportantEmailPayload = builder.objectRef<{ recipients: number }>('ImportantEmailPayload').implement({
  fields: (t) => ({
    recipients: t.exposeInt('recipients', { description: 'Mails queued: one per member, whatever their preferences.' }),
  }),
});

builder.mutationFields((t) => ({
  moderateRequest: t.prismaField({
    type: 'Request',
    authScopes: { moderator: true },
    errors: { types: [RequestClosedError, NotFoundError, OwnRequestError] },
    description:
      "Force approve, force reject, or force expire (resolve now by the rules). Recorded with who and when; acts once per voting round; never on the moderator's own request.",
    args: { input: t.arg({ type: ModerateRequestInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const requestId = rowId(input.requestId.id);
      const result =
        requestId === null
          ? ({ ok: false, refusal: 'notFound' } as const)
          : await moderateRequest(ctx, {
              requestId,
              action: input.action,
              moderatorId: requireViewer(ctx).id,
              expectedResetCount: input.expectedResetCount,
            });
      if (!result.ok) {
        if (result.refusal === 'notFound') throw new NotFoundError('requestId', 'This request does not exist');
        // Forcing one's own request through would also earn the submitter's trust.
        if (result.refusal === 'ownRequest') throw new OwnRequestError('Moderators cannot act on their own request');
        throw new RequestClosedError(result.refusal);
      }
      return ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: requestId! } });
    },
  }),
  sendImportantEmail: t.field({
    type: ImportantEmailPayload,
    authScopes: { moderator: true },
    errors: { types: [InputError] },
    description: 'Mails every member, ignoring their notification preferences (for notices they must get).',
    args: { input: t.arg({ type: SendImportantEmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      recipients: await sendImportantEmail(ctx, parseInput(importantEmailInput, input)),
    }),
  }),
}));
