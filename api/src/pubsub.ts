import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';

/** What happened to a request, for the moderators' site-wide feed. */
export type RequestFeedKind = 'CREATED' | 'VOTED' | 'COMMENTED' | 'RESOLVED' | 'RESET' | 'MODERATED';

/** A vote as it was committed: who, and their vote now. */
export interface VoteChange {
  userId: number;
  value: 'APPROVE' | 'REJECT';
}

/**
 * What changed on a request, with what every subscriber would otherwise load for itself: the
 * submitter, computed once after the commit (live/request-events.ts), and the tally, read once per
 * event by the hub that delivers it (live/broadcast.ts).
 * `votes` are the votes cast since the previous event, so each connection keeps its viewer's vote.
 */
export interface RequestEvent {
  requestId: number;
  submitterId: number | null;
  /** Set by the hub that fans the event out (live/broadcast.ts), read once per event there. */
  tally?: { approvals: number; rejections: number };
  votes: VoteChange[];
  votesCleared: boolean;
  /**
   * The request's sequence (requestUpdated) or the feed's (requestFeed), given after the commit
   * (live/event-log.ts); sent to the client in the result's `extensions.sequence`, which it
   * returns as `after` when it subscribes again. Absent from an older instance's events.
   */
  sequence?: number;
}

export type RequestFeedPayload = RequestEvent & {
  kind: RequestFeedKind;
  at: string;
  /** Set by a busy hub that merged repeats into one event: the first sequence it stands for. */
  sequenceFrom?: number;
};

/** A comment added to a request; its sequence is the comment's id (comments are their own log). */
export interface CommentEvent {
  requestId: number;
  commentId: number;
  sequence?: number;
}

/**
 * Topics and payloads. Per-id topics ("requestUpdated", id) so a subscriber only hears its own
 * request. Payloads are plain JSON (they cross Redis). Publish only after the database
 * transaction has committed: use publishRequestEvent (live/request-events.ts).
 */
export type PubSubTopics = {
  requestUpdated: [requestId: number, payload: RequestEvent];
  commentAdded: [requestId: number, payload: CommentEvent];
  requestFeed: [payload: RequestFeedPayload];
  accessEnded: [payload: AccessEnded];
  /** A catalogue write committed on some instance: each empties its page cache (http/ssr/page-cache.ts). */
  catalogueChanged: [payload: { at: string }];
};

/**
 * Sessions whose access has ended (logout, revocation) or a user whose every session must be
 * judged again (password change or reset, a new role, deletion): every instance closes their
 * open WebSockets (auth/live-sockets.ts).
 */
export type AccessEnded = { sessionIds: number[] } | { userId: number; exceptSessionId?: number };

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export function createAppPubSub(eventTarget?: TypedEventTarget<never>): PubSub {
  if (eventTarget) return createPubSub<PubSubTopics>({ eventTarget });
  // Thousands may watch one request: each is a listener of its topic, not a leak.
  const inProcess = new EventTarget();
  setMaxListeners(Infinity, inProcess);
  return createPubSub<PubSubTopics>({ eventTarget: inProcess as TypedEventTarget<never> });
}

/** After the commit that ended the access: every instance closes the sockets concerned. */
export function publishAccessEnded(pubsub: PubSub, ended: AccessEnded): void {
  pubsub.publish('accessEnded', ended);
}
