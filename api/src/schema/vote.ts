// Votes on community requests (spec: community review): approve or reject, changeable while the
// request is pending; never on one's own request.
import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { idKeyset } from '../paging/id-keyset.ts';
import { requireViewer } from '../context.ts';
import { rowId } from '../domain/validation.ts';
import { publishRequestEvent } from '../live/request-events.ts';
import { castVote } from '../requests/vote.ts';
import { forgetVotes, viewerVote } from '../requests/vote-tally.ts';
import { OwnRequestError, VotingClosedError } from '../requests/errors.ts';
import { ErrorInterface, NotFoundError } from './errors.ts';
import { EmailNotVerifiedError, requireVerifiedEmail } from '../auth/email-verification.ts';
import { RequestNode } from './request.ts';

export const VoteValueEnum = builder.enumType('VoteValue', { values: ['APPROVE', 'REJECT'] as const });

export const VoteNode = builder.prismaNode('Vote', {
  ...sameForEveryViewer,
  id: { field: 'id' },
  fields: (t) => ({
    value: t.expose('value', { type: VoteValueEnum }),
    user: t.relation('user', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the vote was last changed.' }),
  }),
});

const votePages = idKeyset('votes', 'desc');

const VoteEdge = builder.edgeObject({ type: VoteNode, name: 'RequestVoteEdge', ...sameForEveryViewer });
const VoteConnection = builder.connectionObject(
  { type: VoteNode, name: 'RequestVoteConnection', ...sameForEveryViewer },
  VoteEdge,
);

// Added here rather than in request.ts, so request.ts needs nothing from this file (no cycle).
builder.prismaObjectFields('Request', (t) => ({
  votes: t.connection(
    {
      ...sameForEveryViewer,
      type: VoteNode,
      description: 'Newest first. Each page seeks on the id after its cursor (first/after).',
      select: (args, _ctx, nestedSelection) => ({ votes: votePages.query(args, nestedSelection) }),
      resolve: (request, args) => votePages.connection(request.votes, args),
    },
    VoteConnection,
  ),
  viewerVote: t.field({
    // Shared: the group key holds the viewer's vote (shared-execution.ts).
    ...sameForEveryViewer,
    type: VoteValueEnum,
    nullable: true,
    description: "The signed-in viewer's vote; null for visitors and people who have not voted.",
    resolve: (request, _args, ctx) => viewerVote(ctx, request.id),
  }),
}));

builder.objectType(VotingClosedError, {
  name: 'VotingClosedError',
  interfaces: [ErrorInterface],
  description: 'The request is no longer pending, or its voting time is over.',
  fields: () => ({}),
});
builder.objectType(OwnRequestError, {
  name: 'OwnRequestError',
  interfaces: [ErrorInterface],
  description: 'Submitters cannot vote on their own request.',
  fields: () => ({}),
});

const CastVoteInput = builder.inputType('CastVoteInput', {
  fields: (t) => ({
    requestId: t.globalID({ for: RequestNode, required: true }),
    value: t.field({ type: VoteValueEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  castVote: t.prismaField({
    type: 'Request',
    authScopes: { loggedIn: true },
    errors: { types: [VotingClosedError, OwnRequestError, NotFoundError, EmailNotVerifiedError] },
    description: 'Votes on a pending request, or changes the vote already cast. Needs a confirmed email address.',
    args: { input: t.arg({ type: CastVoteInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      requireVerifiedEmail(ctx);
      const requestId = rowId(input.requestId.id);
      const voterId = requireViewer(ctx).id;
      if (!requestId || !(await castVote(ctx.prisma, requestId, voterId, input.value))) {
        throw new NotFoundError('requestId', 'This request does not exist');
      }
      forgetVotes(ctx, requestId);
      publishRequestEvent(ctx, 'VOTED', requestId, { vote: { userId: voterId, value: input.value } });
      return ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: requestId } });
    },
  }),
}));
