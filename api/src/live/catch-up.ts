// What a subscriber that names the last sequence it saw (`after`) missed (event-log.ts): for a
// request, one event with its state as of now, when anything happened since; for the feed, every
// kept event after it, in order.
import type { Context } from '../context.ts';
import type { RequestEvent, RequestFeedPayload } from '../pubsub.ts';
import { requestStream } from './event-log.ts';

export async function missedEvents(
  topic: 'requestUpdated' | 'requestFeed',
  requestId: number | undefined,
  ctx: Context,
  after: number,
): Promise<(RequestEvent | RequestFeedPayload)[]> {
  if (topic === 'requestFeed' || requestId === undefined) return ctx.liveEvents.feedEventsAfter(after);
  const sequence = await ctx.liveEvents.currentSequence(requestStream(requestId));
  if (sequence <= after) return [];
  const row = await ctx.prisma.request.findUnique({ where: { id: requestId }, select: { submitterId: true } });
  if (!row) return [];
  // No votes of its own: the viewer's vote is the one read when it subscribed (viewer-votes.ts).
  return [{ requestId, submitterId: row.submitterId, votes: [], votesCleared: false, sequence }];
}
