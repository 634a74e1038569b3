import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { Context } from '../context.ts';
import { createAppPubSub, type RequestFeedPayload } from '../pubsub.ts';
import { liveSource, subscribeThroughHub } from './broadcast.ts';
import type { LiveEventLog } from './event-log.ts';
import { feedInOrder } from './feed-order.ts';

const event = (sequence: number | undefined): RequestFeedPayload =>
  ({ requestId: 1, submitterId: 2, votes: [], votesCleared: false, kind: 'VOTE', at: '2026-11-29', sequence }) as never;

/** A source that yields these events, then waits until returned (as a live subscription does). */
function source(events: (number | undefined)[]) {
  const queue = events.map(event);
  let stop: ((value: IteratorResult<RequestFeedPayload>) => void) | null = null;
  const iterator: AsyncIterator<RequestFeedPayload> = {
    next: () =>
      queue.length > 0
        ? Promise.resolve({ done: false, value: queue.shift()! })
        : new Promise((resolve) => (stop = resolve)),
    return: vi.fn(async () => {
      stop?.({ done: true, value: undefined });
      return { done: true as const, value: undefined };
    }),
  };
  return iterator;
}

const kept = (...sequences: number[]) => ({
  feedEventsAfter: vi.fn(async (after: number) => sequences.filter((s) => s > after).map((s) => event(s))),
});

async function take(iterator: AsyncIterator<RequestFeedPayload>, count: number) {
  const got: (number | undefined)[] = [];
  for (let i = 0; i < count; i++) got.push(((await iterator.next()).value as RequestFeedPayload).sequence);
  return got;
}

describe("a hub's feed in sequence order", () => {
  it('fills a gap from the log when an event overtakes another, and drops the late one', async () => {
    const log = kept(1, 2, 3, 4, 5);
    const feed = feedInOrder(source([1, 3, 2, 5, 4]), log);
    // Without the filler a client got 1, 3, 2, 5, 4, kept "3" and "5" as the highest and dropped 2 and 4.
    expect(await take(feed, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(log.feedEventsAfter).toHaveBeenCalledTimes(2);
  });

  it('reads the log only for a gap: events in order cost nothing more', async () => {
    const log = kept(7, 8, 9);
    expect(await take(feedInOrder(source([7, 8, 9]), log), 3)).toEqual([7, 8, 9]);
    expect(log.feedEventsAfter).not.toHaveBeenCalled();
  });

  it('passes on an unsequenced event, and the event itself when the log cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = { feedEventsAfter: vi.fn(async () => Promise.reject(new Error('Redis down'))) };
    expect(await take(feedInOrder(source([1, undefined, 4]), log), 3)).toEqual([1, undefined, 4]);
  });

  it('lets the subscription go at once when the hub stops, without waiting for an event', async () => {
    const heard = source([]);
    const feed = feedInOrder(heard, kept());
    const waiting = feed.next();
    await feed.return!();
    expect(heard.return).toHaveBeenCalledTimes(1);
    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
  });
});

describe("a feed hub's event log", () => {
  it('is the one the hub was created with, whatever the first subscriber’s context holds', async () => {
    const pubsub = createAppPubSub();
    const appLog = kept(1, 2, 3, 4);
    // A context whose log knows nothing: the hub must not take its log from a subscriber.
    const ctx = {
      viewer: null,
      liveEvents: kept(),
      prisma: { vote: { groupBy: async () => [] } },
    } as unknown as Context;
    const stream = subscribeThroughHub(
      liveSource({ pubsub, liveEvents: appLog as unknown as LiveEventLog }, 'requestFeed'),
      { contextValue: ctx } as ExecutionArgs,
      async (_args, heard) => ({ data: { requestId: heard.requestId } }),
      () => 'everyone',
    );
    try {
      await new Promise((resolve) => setImmediate(resolve));
      // A request each, so a busy hub merges none of them.
      for (const sequence of [1, 3, 4]) pubsub.publish('requestFeed', { ...event(sequence), requestId: sequence });
      const sent: unknown[] = [];
      for (let i = 0; i < 3; i++) sent.push(((await stream.next()).value as ExecutionResult).extensions?.sequence);
      expect(sent).toEqual([1, 2, 3]);
      expect(appLog.feedEventsAfter).toHaveBeenCalledWith(1);
    } finally {
      await stream.return?.();
    }
  });
});
