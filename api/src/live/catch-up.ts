// What a subscriber that names the last sequence it saw (`after`) missed (event-log.ts): for a
// request, one event with its state as of now, when anything happened since; for the feed, every
// kept event after it, in order; for a discussion, each comment added after it (comments are kept
// for good and are their own log: a comment's sequence is its id).
import type { Context } from '../context.ts';
import type { CommentEvent, RequestEvent, RequestFeedPayload } from '../pubsub.ts';
import { FEED_STREAM, requestStream } from './event-log.ts';

export type CatchUpTopic = 'requestUpdated' | 'requestFeed' | 'commentAdded';

/** The most comments one catch-up sends (a longer gap is a page the client reloads anyway). */
const COMMENT_REPLAY_LIMIT = 200;

export async function missedEvents(
  topic: CatchUpTopic,
  requestId: number | undefined,
  ctx: Context,
  after: number,
): Promise<(RequestEvent | RequestFeedPayload | CommentEvent)[]> {
  if (topic === 'requestFeed' || requestId === undefined) return ctx.liveEvents.feedEventsAfter(after);
  if (topic === 'commentAdded') {
    const rows = await ctx.prisma.comment.findMany({
      where: { requestId, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: COMMENT_REPLAY_LIMIT,
      select: { id: true },
    });
    return rows.map((row) => ({ requestId, commentId: row.id, sequence: row.id }));
  }
  const sequence = await ctx.liveEvents.currentSequence(requestStream(requestId));
  if (sequence <= after) return [];
  const row = await ctx.prisma.request.findUnique({ where: { id: requestId }, select: { submitterId: true } });
  if (!row) return [];
  // No votes of its own: the viewer's vote is the one read when it subscribed (viewer-votes.ts).
  return [{ requestId, submitterId: row.submitterId, votes: [], votesCleared: false, sequence }];
}

/**
 * The topic's sequence as of now, sent with the acknowledgement: a client that loses its socket
 * before the first event names it as `after` (for a discussion, its last comment: without it, such
 * a client had nothing to name and missed the comments added meanwhile).
 */
export async function currentSequence(
  topic: CatchUpTopic,
  requestId: number | undefined,
  ctx: Context,
): Promise<number> {
  if (topic === 'commentAdded') {
    const latest = await ctx.prisma.comment.findFirst({
      where: { requestId },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    return latest?.id ?? 0;
  }
  return ctx.liveEvents.currentSequence(requestId === undefined ? FEED_STREAM : requestStream(requestId));
}
