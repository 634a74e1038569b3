import { createPubSub } from 'graphql-yoga';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';

/** What happened to a request, for the moderators' site-wide feed. */
export type RequestFeedKind = 'CREATED' | 'VOTED' | 'COMMENTED' | 'RESOLVED' | 'RESET' | 'MODERATED';

/**
 * Topics and payloads. Per-id topics ("requestUpdated", id) so a subscriber only hears its own
 * request. Payloads carry ids only (they cross Redis as JSON); subscribers load fresh rows.
 * Publish only after the database transaction has committed: use publishRequestEvent.
 */
export type PubSubTopics = {
  requestUpdated: [requestId: number, payload: { requestId: number }];
  commentAdded: [requestId: number, payload: { requestId: number; commentId: number }];
  requestFeed: [payload: { kind: RequestFeedKind; requestId: number; at: string }];
  accessEnded: [payload: AccessEnded];
};

/**
 * Sessions whose access has ended (logout, revocation) or a user whose every session must be
 * judged again (password change or reset, a new role, deletion): every instance closes their
 * open WebSockets (auth/live-sockets.ts).
 */
export type AccessEnded = { sessionIds: number[] } | { userId: number; exceptSessionId?: number };

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export function createAppPubSub(eventTarget?: TypedEventTarget<never>): PubSub {
  return createPubSub<PubSubTopics>(eventTarget ? { eventTarget } : undefined);
}

/** After a commit: the request's own subscribers, the comment thread when a comment was added, and the moderators' feed. */
export function publishRequestEvent(
  pubsub: PubSub,
  kind: RequestFeedKind,
  requestId: number,
  commentId?: number,
): void {
  pubsub.publish('requestUpdated', requestId, { requestId });
  if (commentId !== undefined) pubsub.publish('commentAdded', requestId, { requestId, commentId });
  pubsub.publish('requestFeed', { kind, requestId, at: new Date().toISOString() });
}

/** After the commit that ended the access: every instance closes the sockets concerned. */
export function publishAccessEnded(pubsub: PubSub, ended: AccessEnded): void {
  pubsub.publish('accessEnded', ended);
}
