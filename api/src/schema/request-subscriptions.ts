// Live community review over graphql-ws: one request's votes and status, its discussion, and the
// moderators' site-wide feed. Authorised on subscribe (scope-auth runs before `subscribe`).
// An event carries its tally (computed once after the commit), which primes the tally loader; the
// request's row is read once per event and selection, whatever the number of subscribers; the
// viewer's vote comes from the subscription's own record (live/viewer-votes.ts). Subscribers
// sharing a document, variables and viewer state share one execution (live/shared-execution.ts),
// and one hub per topic writes the result to their sockets (live/broadcast.ts).
import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import type { Context } from '../context.ts';
import { rowId } from '../domain/validation.ts';
import type { CommentEvent, RequestEvent, RequestFeedKind, RequestFeedPayload } from '../pubsub.ts';
import { primeTally } from '../requests/vote-tally.ts';
import { oncePerEvent } from '../live/per-event.ts';
import { holdViewerVote } from '../live/viewer-votes.ts';
import { liveSource } from '../live/broadcast.ts';
import { RequestNode } from './request.ts';

/** The request as of this event: its row read once per event and selection, its tally from the event. */
function requestOfEvent<T>(query: object, event: Partial<RequestEvent>, ctx: Context, load: () => Promise<T>) {
  if (event.tally && event.requestId !== undefined) primeTally(ctx, event.requestId, event.tally);
  return oncePerEvent(event, `request ${JSON.stringify(query)}`, load);
}

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

const RequestFeedEvent = builder.objectRef<RequestFeedPayload>('RequestFeedEvent').implement({
  ...sameForEveryViewer,
  fields: (t) => ({
    kind: t.field({ type: RequestFeedKindEnum, resolve: (event) => event.kind }),
    at: t.field({ type: 'DateTime', resolve: (event) => new Date(event.at) }),
    request: t.prismaField({
      type: 'Request',
      nullable: true,
      description: 'Null if the request is gone by the time the event is read.',
      resolve: (query, event, _args, ctx) =>
        requestOfEvent(query, event, ctx, () =>
          ctx.prisma.request.findUnique({ ...query, where: { id: event.requestId } }),
        ),
    }),
  }),
});

builder.subscriptionType({});

/** The catch-up argument every live subscription takes (live/event-log.ts). */
const AFTER = {
  required: false,
  description:
    'The last `extensions.sequence` this client received on this subscription: what it missed since is sent first.',
} as const;

builder.subscriptionFields((t) => ({
  requestUpdated: t.prismaField({
    ...sameForEveryViewer,
    type: 'Request',
    authScopes: { loggedIn: true },
    description: 'The request each time its votes, status or reset count change.',
    args: { id: t.arg.globalID({ for: RequestNode, required: true }), after: t.arg.int(AFTER) },
    subscribe: (_root, { id, after }, ctx) => {
      const requestId = rowId(id.id) ?? 0;
      // Served by the topic's hub (live/broadcast.ts), which it joins once this resolver returns.
      const events = liveSource(ctx, 'requestUpdated', requestId).from(after);
      holdViewerVote(ctx, requestId);
      return events;
    },
    resolve: (query, event: RequestEvent, _args, ctx) =>
      requestOfEvent(query, event, ctx, () =>
        ctx.prisma.request.findUniqueOrThrow({ ...query, where: { id: event.requestId } }),
      ),
  }),
  commentAdded: t.prismaField({
    ...sameForEveryViewer,
    type: 'Comment',
    authScopes: { loggedIn: true },
    description: 'Each new comment on this request.',
    args: { requestId: t.arg.globalID({ for: RequestNode, required: true }), after: t.arg.int(AFTER) },
    // Served by the topic's hub (live/broadcast.ts), each comment once per group of subscribers.
    subscribe: (_root, { requestId, after }, ctx) =>
      liveSource(ctx, 'commentAdded', rowId(requestId.id) ?? 0).from(after),
    // Read once per event and selection, not once per subscriber (2,000 watchers: 2,000 reads).
    resolve: (query, event: CommentEvent, _args, ctx) =>
      oncePerEvent(event, `comment ${JSON.stringify(query)}`, () =>
        ctx.prisma.comment.findUniqueOrThrow({ ...query, where: { id: event.commentId } }),
      ),
  }),
  requestFeed: t.field({
    ...sameForEveryViewer,
    type: RequestFeedEvent,
    authScopes: { moderator: true },
    description:
      'Everything that happens to requests across the site: new requests, votes, comments, resolutions. Moderators only.',
    args: { after: t.arg.int(AFTER) },
    subscribe: (_root, { after }, ctx) => liveSource(ctx, 'requestFeed').from(after),
    resolve: (event: RequestFeedPayload) => event,
  }),
}));
