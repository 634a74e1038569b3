// The moderators' feed in sequence order, with no gap, for one instance's hub (issue 25).
//
// Over Redis every instance takes a feed event's sequence from one counter, then publishes the
// event itself, so two events can reach a hub in the other order: 105 before 103. A client keeps
// the highest sequence it has seen, drops an older one as a repeat and names the highest when it
// subscribes again, so an event overtaken this way was lost to it for good (the chaos bench's
// feeds missed thousands). Here a hub's feed comes in order: a sequence beyond the next one is a
// gap, filled from the event log, where every feed event is before it is published (event-log.ts);
// an event older than the last one passed on was filled already and is dropped.
import type { RequestFeedPayload } from '../pubsub.ts';
import type { LiveEventLog } from './event-log.ts';

/** What the feed reads of the app's event log. */
export type FeedLog = Pick<LiveEventLog, 'feedEventsAfter'>;

/**
 * Wraps a hub's feed iterator. `return` goes to the source at once (an async generator would wait
 * for the next event before letting the subscription go). A failed log read passes the event on:
 * the gap stays, as it did before, rather than the feed stopping.
 */
export function feedInOrder(
  source: AsyncIterator<RequestFeedPayload>,
  log: FeedLog,
): AsyncIterator<RequestFeedPayload> {
  let last: number | undefined;
  const ready: RequestFeedPayload[] = [];

  async function admit(event: RequestFeedPayload): Promise<void> {
    const sequence = event.sequence;
    if (sequence === undefined) return void ready.push(event);
    if (last !== undefined && sequence <= last) return;
    if (last !== undefined && sequence > last + 1) {
      const from = last;
      const missed = await log.feedEventsAfter(from).catch((error: unknown) => {
        console.error('[live] feed gap not filled:', error);
        return [];
      });
      for (const kept of missed)
        if (kept.sequence !== undefined && kept.sequence > from && kept.sequence < sequence) ready.push(kept);
    }
    last = sequence;
    ready.push(event);
  }

  return {
    async next() {
      while (ready.length === 0) {
        const step = await source.next();
        if (step.done) return step;
        await admit(step.value);
      }
      return { done: false, value: ready.shift()! };
    },
    return(value?: unknown) {
      ready.length = 0;
      return source.return ? source.return(value) : Promise.resolve({ done: true, value: undefined });
    },
  };
}
