// Catch-ups of one hub (broadcast.ts), in batches. A rolling restart or a network blip drops
// hundreds of sockets at once, and they all come back within a second naming much the same last
// sequence. Caught up one by one, each read what it missed and executed it alone: in the chaos run
// of bench:live (1,224 resubscriptions) that was 9,308 comment reads, 7,856 tally counts and 6,257
// request reads, queued on the connection pool ahead of the votes (vote p99 34 s).
//
// Here catch-ups wait for the batch under way to finish and then go as one: one read of what was
// missed per distinct `after`, one event object per sequence (so per-event.ts reads a comment or a
// request once), and each event sent once to every subscriber of the batch that missed it, grouped
// as live events are. Every subscriber of a batch joined the hub before the batch's reads started,
// so nothing falls between what they read and what the hub heard.
import DataLoader from 'dataloader';
import type { Context } from '../context.ts';
import { currentSequence, missedEvents } from './catch-up.ts';
import { eachShown, type HubEvent, type HubTopic } from './hub-events.ts';
import type { HubSubscriber } from './hub-subscriber.ts';

/**
 * A DataLoader that loads one batch at a time: what is asked while a batch is being loaded
 * waits and goes with the next one, which starts once that batch has settled.
 */
export function oneBatchAtATime<K, V>(load: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let last: Promise<unknown> = Promise.resolve();
  return new DataLoader<K, V>(
    (keys) => {
      const batch = load(keys);
      last = batch.catch(() => undefined);
      return batch;
    },
    { cache: false, batchScheduleFn: (dispatch) => void last.then(() => setImmediate(dispatch)) },
  );
}

interface Ask {
  subscriber: HubSubscriber;
  after: number;
}

interface Plan extends Ask {
  /** What it missed, oldest first. */
  events: HubEvent[];
  /** The highest sequence sent to it so far. */
  last: number;
}

export interface CatchUpHub {
  readonly topic: HubTopic;
  readonly key: number | undefined;
  has(subscriber: HubSubscriber): boolean;
  /** One event to these subscribers, outside the live stream. */
  send(subscribers: HubSubscriber[], event: HubEvent): Promise<void>;
}

/** The next event the hub held for this subscriber that its catch-up did not already send. */
function nextHeld(plan: Plan): HubEvent | undefined {
  const { subscriber } = plan;
  const missing = (sequence: number) => (subscriber.sent ? !subscriber.sent.delete(sequence) : sequence > plan.last);
  for (let event = subscriber.held?.shift(); event; event = subscriber.held?.shift())
    if (event.sequence === undefined || missing(event.sequence)) return event;
  // Nothing more held: from now on it is served live.
  subscriber.held = null;
  return undefined;
}

export class HubCatchUps {
  private readonly hub: CatchUpHub;
  private readonly batches: DataLoader<Ask, void>;
  private readonly sequences: DataLoader<Context, number | undefined>;
  constructor(hub: CatchUpHub) {
    this.hub = hub;
    this.batches = oneBatchAtATime((asks) => this.run(asks));
    // The acknowledgement's "sequence as of now": one read for every subscriber acknowledged at once.
    this.sequences = oneBatchAtATime(async (contexts) => {
      const now = await currentSequence(hub.topic, hub.key, contexts[0]!).catch(() => undefined);
      return contexts.map(() => now);
    });
  }

  /** Sends this subscriber what it missed since `after`, then what the hub held for it meanwhile. */
  catchUp(subscriber: HubSubscriber, after: number): Promise<void> {
    return this.batches.load({ subscriber, after });
  }

  /** The topic's sequence now, read after this call (shared with the calls made meanwhile). */
  async sequenceNow(ctx: Context, after: number | null): Promise<number | undefined> {
    const now = await this.sequences.load(ctx);
    // A discussion's sequence is its last comment's id: the client's own is never worth less.
    return now === undefined || !eachShown(this.hub.topic) ? now : Math.max(after ?? 0, now);
  }

  private async run(asks: readonly Ask[]): Promise<void[]> {
    try {
      const plans = await this.read(asks);
      await this.sendInRounds(plans.map((plan) => ({ plan, next: () => plan.events.shift() })));
      // Then what the hub heard while they caught up: a comment only if the catch-up did not send
      // it (comments may commit out of id order), any other event only if it is newer.
      await this.sendInRounds(plans.map((plan) => ({ plan, next: () => nextHeld(plan) })));
    } catch (error) {
      // A send failed (the database went away, say): the screens are as current as live events
      // make them, and the next reconnect asks again. Never a rejection nobody handles.
      console.error('[live] catch-up failed:', error);
    } finally {
      for (const { subscriber } of asks) subscriber.held = null;
    }
    return asks.map(() => undefined);
  }

  /** What each missed: one read per distinct `after`, one object per sequence across the batch. */
  private async read(asks: readonly Ask[]): Promise<Plan[]> {
    const reads = new Map<number, Promise<HubEvent[]>>();
    const bySequence = new Map<number, HubEvent>();
    const shared = (event: HubEvent) => {
      if (event.sequence === undefined) return event;
      const known = bySequence.get(event.sequence);
      if (known) return known;
      bySequence.set(event.sequence, event);
      return event;
    };
    return Promise.all(
      asks.map(async ({ subscriber, after }) => {
        let read = reads.get(after);
        if (!read) {
          read = missedEvents(this.hub.topic, this.hub.key, subscriber.ctx, after).catch((error: unknown) => {
            // The screen is as current as live events make it; the next reconnect asks again.
            console.error('[live] catch-up failed:', error);
            return [];
          });
          reads.set(after, read);
        }
        if (eachShown(this.hub.topic)) subscriber.sent = new Set();
        return { subscriber, after, last: after, events: (await read).map(shared) };
      }),
    );
  }

  /**
   * Round after round, each subscriber's next event, sent once to all that get the same one: each
   * subscriber receives its events in order, and an event is executed once per round and group.
   */
  private async sendInRounds(queues: { plan: Plan; next: () => HubEvent | undefined }[]) {
    for (let open = queues; open.length > 0;) {
      const byEvent = new Map<HubEvent, Plan[]>();
      open = open.filter(({ plan, next }) => {
        if (!this.hub.has(plan.subscriber)) return false;
        const event = next();
        if (!event) return false;
        const group = byEvent.get(event);
        if (group) group.push(plan);
        else byEvent.set(event, [plan]);
        return true;
      });
      for (const [event, group] of byEvent) {
        await this.hub.send(
          group.map((plan) => plan.subscriber),
          event,
        );
        if (event.sequence === undefined) continue;
        for (const plan of group) {
          plan.last = Math.max(plan.last, event.sequence);
          plan.subscriber.sent?.add(event.sequence);
        }
      }
    }
  }
}
