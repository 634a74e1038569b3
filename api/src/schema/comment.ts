// The discussion on a community request: signed-in users comment on any request, resolved ones
// too; comments are shown oldest first.
import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { idKeyset } from '../paging/id-keyset.ts';
import { requireViewer } from '../context.ts';
import { commentInput } from '#shared/request-input';
import { InputError, parseInput, rowId } from '../domain/validation.ts';
import { publishRequestEvent } from '../live/request-events.ts';
import { NotFoundError } from './errors.ts';
import { RequestNode } from './request.ts';
import { EmailNotVerifiedError, requireVerifiedEmail } from '../auth/email-verification.ts';
import { takeAddressAllowance } from '../auth/address-limits.ts';

export const CommentNode = builder.prismaNode('Comment', {
  ...sameForEveryViewer,
  id: { field: 'id' },
  fields: (t) => ({
    body: t.exposeString('body'),
    author: t.relation('author', { nullable: true, description: 'Null once the author deleted their account.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const commentPages = idKeyset('comments', 'asc');

const CommentEdge = builder.edgeObject({ type: CommentNode, name: 'RequestCommentEdge', ...sameForEveryViewer });
const CommentConnection = builder.connectionObject(
  { type: CommentNode, name: 'RequestCommentConnection', ...sameForEveryViewer },
  CommentEdge,
);

// Added here rather than in request.ts, so request.ts needs nothing from this file (no cycle).
builder.prismaObjectFields('Request', (t) => ({
  comments: t.connection(
    {
      ...sameForEveryViewer,
      type: CommentNode,
      description: 'Oldest first (newest last). Each page seeks on the id after its cursor (first/after).',
      select: (args, _ctx, nestedSelection) => ({ comments: commentPages.query(args, nestedSelection) }),
      resolve: (request, args) => commentPages.connection(request.comments, args),
    },
    CommentConnection,
  ),
}));

/** Cursor of a comment in `Request.comments`, for appending a new comment's edge. */
export const commentCursor = (commentId: number) => commentPages.cursorOf(commentId);

const AddCommentPayload = builder.objectRef<{ commentId: number; requestId: number }>('AddCommentPayload').implement({
  fields: (t) => ({
    comment: t.prismaField({
      type: 'Comment',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: payload.commentId } }),
    }),
    commentEdge: t.field({
      type: CommentEdge,
      description: 'The new comment as an edge of Request.comments (append it at the end).',
      resolve: async (payload, _args, ctx) => ({
        cursor: commentCursor(payload.commentId),
        node: await ctx.prisma.comment.findUniqueOrThrow({ where: { id: payload.commentId } }),
      }),
    }),
    request: t.prismaField({
      type: 'Request',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: payload.requestId } }),
    }),
  }),
});

const AddCommentInput = builder.inputType('AddCommentInput', {
  fields: (t) => ({
    requestId: t.globalID({ for: RequestNode, required: true }),
    body: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  addComment: t.field({
    type: AddCommentPayload,
    authScopes: { loggedIn: true },
    errors: { types: [InputError, NotFoundError, EmailNotVerifiedError] },
    description:
      'Adds a comment to a request, pending or resolved. Needs a confirmed email address; too many from one address answer 429.',
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireVerifiedEmail(ctx);
      const { body } = parseInput(commentInput, { body: input.body });
      const requestId = rowId(input.requestId.id);
      const request =
        requestId && (await ctx.prisma.request.findUnique({ where: { id: requestId }, select: { id: true } }));
      if (!request) throw new NotFoundError('requestId', 'This request does not exist');
      await takeAddressAllowance(ctx, 'comment');
      const comment = await ctx.prisma.comment.create({
        data: { requestId: request.id, authorId: requireViewer(ctx).id, body },
        select: { id: true },
      });
      publishRequestEvent(ctx, 'COMMENTED', request.id, { commentId: comment.id });
      return { commentId: comment.id, requestId: request.id };
    },
  }),
}));
