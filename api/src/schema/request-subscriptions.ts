// Live community review over graphql-ws: one request's votes and status, its discussion, and the
// moderators' site-wide feed. Authorised on subscribe (scope-auth runs before `subscribe`).
// Each event reloads its rows with the whole selection; loaders start empty for every event
// (useFreshCachesPerEvent in context.ts), so vote counts are never an earlier event's.
import { builder } from '../builder.ts';
import { rowId } from '../domain/validation.ts';
import type { RequestFeedKind } from '../pubsub.ts';
import { RequestNode } from './request.ts';

const RequestFeedKindEnum = builder.enumType('RequestFeedKind', {
  values: [
    'CREATED',
    'VOTED',
    'COMMENTED',
    'RESOLVED',
    'RESET',
    'MODERATED',
  ] as const satisfies readonly RequestFeedKind[],
});

const RequestFeedEvent = builder
  .objectRef<{ kind: RequestFeedKind; requestId: number; at: string }>('RequestFeedEvent')
  .implement({
    fields: (t) => ({
      kind: t.field({ type: RequestFeedKindEnum, resolve: (event) => event.kind }),
      at: t.field({ type: 'DateTime', resolve: (event) => new Date(event.at) }),
      request: t.prismaField({
        type: 'Request',
        nullable: true,
        description: 'Null if the request is gone by the time the event is read.',
        resolve: (query, event, _args, ctx) =>
          ctx.prisma.request.findUnique({ ...query, where: { id: event.requestId } }),
      }),
    }),
  });

builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  requestUpdated: t.prismaField({
    type: 'Request',
    authScopes: { loggedIn: true },
    description: 'The request each time its votes, status or reset count change.',
    args: { id: t.arg.globalID({ for: RequestNode, required: true }) },
    subscribe: (_root, { id }, ctx) => ctx.pubsub.subscribe('requestUpdated', rowId(id.id) ?? 0),
    resolve: (query, event: { requestId: number }, _args, ctx) =>
      ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: event.requestId } }),
  }),
  commentAdded: t.prismaField({
    type: 'Comment',
    authScopes: { loggedIn: true },
    description: 'Each new comment on this request.',
    args: { requestId: t.arg.globalID({ for: RequestNode, required: true }) },
    subscribe: (_root, { requestId }, ctx) => ctx.pubsub.subscribe('commentAdded', rowId(requestId.id) ?? 0),
    resolve: (query, event: { commentId: number }, _args, ctx) =>
      ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: event.commentId } }),
  }),
  requestFeed: t.field({
    type: RequestFeedEvent,
    authScopes: { moderator: true },
    description:
      'Everything that happens to requests across the site: new requests, votes, comments, resolutions. Moderators only.',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('requestFeed'),
    resolve: (event: { kind: RequestFeedKind; requestId: number; at: string }) => event,
  }),
}));
