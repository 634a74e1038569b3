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

/** A hub's subscriber as the catch-up sees it. */
interface CatchingUp {
  ctx: Context;
  /** The events the hub heard while it caught up (null: live). */
  held: (RequestEvent | RequestFeedPayload)[] | null;
}

/**
 * Sends a subscriber what it missed since `after`, then what the hub heard meanwhile and the
 * catch-up did not already hold, in sequence order, before it is served live like the others.
 */
export async function catchUp(
  topic: 'requestUpdated' | 'requestFeed',
  requestId: number | undefined,
  subscriber: CatchingUp,
  after: number,
  hub: { joined: () => boolean; send: (event: RequestEvent | RequestFeedPayload) => Promise<void> },
): Promise<void> {
  let last = after;
  try {
    for (const event of await missedEvents(topic, requestId, subscriber.ctx, after)) {
      if (!hub.joined()) return;
      await hub.send(event);
      last = Math.max(last, event.sequence ?? last);
    }
  } catch (error) {
    // The screen is as current as live events make it; the next reconnect asks again.
    console.error('[live] catch-up failed:', error);
  }
  const held = subscriber.held ?? [];
  for (let event = held.shift(); event; event = held.shift())
    if (event.sequence === undefined || event.sequence > last) await hub.send(event);
  subscriber.held = null;
}
