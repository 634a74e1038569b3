// Fan-out of request events to graphql-ws sockets without per-socket work beyond the write.
//
// Profiling bench:live (2,000 sockets, 20 votes/s) showed the server's time in per-socket
// machinery, not in SQL: each event went through a Repeater, envelop's per-event hooks, graphql-ws's
// `for await` and its message building, and a 5 KB string made for each socket (a quarter of the
// CPU was garbage collection), and all of it in one long run of microtasks that kept HTTP (the
// votes) waiting. Here one hub per topic and instance hears the event once, executes it once per
// group of subscribers (shared-execution.ts decides the groups), turns each group's result into
// bytes once, and writes them to every socket of the group as one WebSocket message: the socket's
// own `{"id":…,"type":"next","payload":` (made once per subscription), then the shared bytes.
//
// A hub handles one event at a time, in order. Events that arrive meanwhile are merged into one
// (requestUpdated: the votes of all of them, the latest state), so a slow fan-out delays the
// next update instead of queueing ever more of them: the final state always goes out, and as
// soon as the hub is free. Results with errors, and subscribers without a socket (SSE), go the
// ordinary way through graphql-ws or Yoga (error masking and all). A discussion's comments go
// through a hub too (each of them, in order: never merged), so a comment costs one execution and
// one serialisation per group, not a Repeater, a listener and an execution per subscriber.
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { initContextCache } from '@pothos/core';
import type { WebSocket } from 'ws';
import type { AppServices, Context } from '../context.ts';
import type { CommentEvent, PubSub, PubSubTopics, RequestEvent, RequestFeedPayload } from '../pubsub.ts';
import { loadTally } from '../requests/vote-tally.ts';
import { followViewerVote } from './viewer-votes.ts';
import { eachShown, merge, stamped, type HubEvent, type HubTopic } from './hub-events.ts';
import { feedInOrder } from './feed-order.ts';
import type { LiveEventLog } from './event-log.ts';
import { HubSubscriber } from './hub-subscriber.ts';
import { HubCatchUps } from './hub-catch-up.ts';

/** The app's services a hub works with: both built once per app (services.ts). */
export type LiveServices = Pick<AppServices, 'pubsub' | 'liveEvents'>;

/** What a subscribe resolver returns for a topic whose sockets a hub serves. */
export class LiveSource implements AsyncIterable<unknown> {
  /** The last sequence the client saw (its `after` argument): what came after is sent first. */
  after: number | null = null;
  readonly pubsub: PubSub;
  /** The app's event log, which fills the feed's gaps (feed-order.ts). */
  readonly log: LiveEventLog;
  readonly topic: HubTopic;
  readonly key: number | undefined;
  constructor(services: LiveServices, topic: HubTopic, key: number | undefined) {
    this.pubsub = services.pubsub;
    this.log = services.liveEvents;
    this.topic = topic;
    this.key = key;
  }
  /** Iterated directly only off the WebSocket (SSE): the ordinary per-subscriber stream. */
  [Symbol.asyncIterator]() {
    const source =
      this.key === undefined
        ? this.pubsub.subscribe(this.topic as 'requestFeed')
        : this.pubsub.subscribe(this.topic as 'requestUpdated', this.key);
    return source[Symbol.asyncIterator]();
  }
  /** Catches up from `after` when given (event-log.ts). */
  from(after: number | null | undefined): this {
    this.after = after ?? null;
    return this;
  }
}

type Payload<T extends HubTopic> = T extends 'requestFeed'
  ? RequestFeedPayload
  : T extends 'commentAdded'
    ? CommentEvent
    : RequestEvent;

export function liveSource<T extends HubTopic>(
  services: LiveServices,
  topic: T,
  ...key: PubSubTopics[T] extends [number, unknown] ? [number] : []
): LiveSource & AsyncIterable<Payload<T>> {
  return new LiveSource(services, topic, key[0]) as LiveSource & AsyncIterable<Payload<T>>;
}

/** The result as sent: with the event's sequence, which the client returns as `after` to catch up. */
export function withSequence(
  result: ExecutionResult,
  sequence: number | undefined,
  sequenceFrom?: number,
): ExecutionResult {
  if (sequence === undefined) return result;
  // sequenceFrom: a merged feed event (hub-events.ts) stands for every sequence from it to `sequence`.
  const extensions = { ...result.extensions, sequence, ...(sequenceFrom === undefined ? {} : { sequenceFrom }) };
  return { ...result, extensions };
}

// ---------------------------------------------------------------- sockets
const sockets = new WeakMap<object, { socket: WebSocket; id: string; acknowledge: boolean }>();

/**
 * websocket.ts, on a graphql-ws subscribe: where this operation's updates may be written
 * directly, and whether the client asked (`extensions.acknowledge` in its subscribe payload) to
 * be told once the subscription is live: graphql-ws acknowledges the connection, never an operation.
 */
export function attachLiveSocket(contextValue: object, socket: WebSocket, id: string, acknowledge = false): void {
  sockets.set(contextValue, { socket, id, acknowledge });
}

// ---------------------------------------------------------------- hubs
type Subscriber = HubSubscriber;

export type ExecuteGroup = (args: ExecutionArgs, event: HubEvent) => Promise<ExecutionResult>;
export type GroupKey = (args: ExecutionArgs, event: HubEvent) => string;

class Hub {
  readonly subscribers = new Set<Subscriber>();
  private queue: HubEvent[] = [];
  private running = false;
  private stop: (() => void) | null = null;

  private readonly source: LiveSource;
  private readonly execute: ExecuteGroup;
  private readonly groupKey: GroupKey;
  private readonly onEmpty: () => void;
  constructor(source: LiveSource, execute: ExecuteGroup, groupKey: GroupKey, onEmpty: () => void) {
    this.source = source;
    this.execute = execute;
    this.groupKey = groupKey;
    this.onEmpty = onEmpty;
    this.catchUps = new HubCatchUps({
      topic: source.topic,
      key: source.key,
      has: (subscriber) => this.subscribers.has(subscriber),
      send: (subscribers, event) => this.send(subscribers, event, false),
    });
  }

  add(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    if (!this.stop) this.listen();
  }

  remove(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0) {
      this.stop?.();
      this.stop = null;
      this.onEmpty();
    }
  }

  private listen() {
    const heard = this.source[Symbol.asyncIterator]();
    const iterator =
      this.source.topic === 'requestFeed'
        ? feedInOrder(heard as AsyncIterator<RequestFeedPayload>, this.source.log)
        : heard;
    let stopped = false;
    this.stop = () => {
      stopped = true;
      void iterator.return?.();
    };
    void (async () => {
      for (let step = await iterator.next(); !step.done && !stopped; step = await iterator.next())
        this.receive(stamped(this.source.topic, step.value as HubEvent));
    })().catch((error: unknown) => console.error('[live] event stream failed:', error));
  }

  private receive(event: HubEvent) {
    this.queue.push(event);
    if (!this.running) void this.run();
  }

  private async run() {
    this.running = true;
    try {
      while (this.queue.length > 0 && this.subscribers.size > 0) {
        const events = merge(this.source.topic, this.queue.splice(0));
        for (const event of events) await this.deliver(event);
      }
    } catch (error) {
      console.error('[live] fan-out failed:', error);
    } finally {
      this.running = false;
    }
  }

  private async deliver(received: HubEvent) {
    const subscribers = [...this.subscribers];
    if (subscribers.length > 0) await this.send(subscribers, received, true);
  }

  /** What subscribers that name their last sequence missed, sent in batches (hub-catch-up.ts). */
  readonly catchUps: HubCatchUps;

  /** One event to these subscribers (live: those still catching up hold it instead). */
  private async send(subscribers: Subscriber[], received: HubEvent, live: boolean) {
    // The tally as of now, read once per instance and event: over Redis, another instance's event
    // may have been read before this instance's latest one and arrive after it; this read follows
    // every event this hub has received, so the last update is never an older state.
    const event = eachShown(this.source.topic)
      ? received
      : { ...received, tally: await loadTally(subscribers[0]!.ctx.prisma, received.requestId) };
    // Subscribers whose vote is still being read (viewer-votes.ts; their start did not wait for
    // it): the event waits, not the start, and then groups them by their vote.
    await Promise.all(subscribers.map((subscriber) => subscriber.ctx.heldViewerVotesReady));
    const groups = new Map<string, Subscriber[]>();
    for (const subscriber of subscribers) {
      if (live && subscriber.held) {
        subscriber.held.push(received);
        continue;
      }
      if (live && received.sequence !== undefined && subscriber.sent?.delete(received.sequence)) continue;
      followViewerVote(subscriber.ctx, event);
      const key = this.groupKey(subscriber.args, event);
      const group = groups.get(key);
      if (group) group.push(subscriber);
      else groups.set(key, [subscriber]);
    }
    const writes: { subscriber: Subscriber; socket: WebSocket; prefix: Buffer; body: Buffer }[] = [];
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const from = (event as Partial<RequestFeedPayload>).sequenceFrom;
        const result = withSequence(await this.execute(group[0]!.args, event), event.sequence, from);
        let body: Buffer | null = null;
        for (const subscriber of group) {
          if (result.errors || !subscriber.socket || !subscriber.prefix) {
            subscriber.fallback(result);
            continue;
          }
          body ??= Buffer.from(`${JSON.stringify(result)}}`);
          writes.push({ subscriber, socket: subscriber.socket, prefix: subscriber.prefix, body });
        }
      }),
    );
    // A write is a system call (most of the fan-out's time): between slices of them the event
    // loop serves what waits, votes among them, instead of after all 2,000.
    for (let from = 0; from < writes.length; from += WRITES_PER_TURN) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const { subscriber, socket, prefix, body } of writes.slice(from, from + WRITES_PER_TURN))
        if (this.subscribers.has(subscriber)) writeFrames(socket, prefix, body);
    }
  }
}

/**
 * The frame before a subscription's payloads, in memory of its own: a small Buffer.from is a slice
 * of Node's shared 8 KB pool, and one kept for the subscription's life keeps that whole slab alive
 * (heap snapshots of 1,000 idle watchers: 1.5 KB a watcher of slabs held by these prefixes).
 */
export function framePrefix(id: string): Buffer {
  const text = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  const prefix = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  prefix.write(text);
  return prefix;
}

/** Sockets written before the event loop may serve anything else (a few milliseconds' worth). */
const WRITES_PER_TURN = 100;

/**
 * One WebSocket message, one frame: the socket's own prefix and the group's shared bytes, copied
 * together (a few hundred bytes). Each `send` is a system call, and on a busy instance those calls
 * are most of a fan-out's time (half the server's CPU in bench:live's profile): sent as two frames
 * (ws's `fin` option), to spare the copy, it took two.
 */
function writeFrames(socket: WebSocket, prefix: Buffer, body: Buffer) {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(Buffer.concat([prefix, body], prefix.length + body.length), { binary: false });
}

/**
 * Tells the client its subscription is live (joined, its vote read, caught up): a result with only
 * `extensions`, `{ acknowledged: true, sequence }`, the stream's sequence as of then, from which it
 * catches up should it lose the socket before the first event.
 */
async function acknowledge(
  source: LiveSource,
  hub: Hub,
  ctx: Context,
  caughtUp: Promise<void>,
  joined: () => boolean,
  socket: WebSocket,
  prefix: Buffer,
) {
  // Both settle without throwing (a failed catch-up is logged where it failed).
  await Promise.all([caughtUp, ctx.heldViewerVotesReady]);
  const sequence = await hub.catchUps.sequenceNow(ctx, source.after);
  if (joined())
    writeFrames(socket, prefix, Buffer.from(`${JSON.stringify({ extensions: { acknowledged: true, sequence } })}}`));
}

const hubs = new WeakMap<PubSub, Map<string, Hub>>();

type JoinListener = (pubsub: PubSub, topic: HubTopic, key: number | undefined) => void;
const joinListeners = new Set<JoinListener>();

/** Tests: called each time a subscriber has joined a hub that listens to its topic, its vote read. */
export function onHubJoin(listener: JoinListener): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

/**
 * Serves this subscription from the topic's hub; returns the stream graphql-ws iterates, which
 * yields only what goes the ordinary way, and whose end (unsubscribe, socket closed) leaves the hub.
 */
export function subscribeThroughHub(
  source: LiveSource,
  args: ExecutionArgs,
  execute: ExecuteGroup,
  groupKey: GroupKey,
): AsyncIterableIterator<ExecutionResult> {
  const ctx = args.contextValue as Context;
  let byKey = hubs.get(source.pubsub);
  if (!byKey) hubs.set(source.pubsub, (byKey = new Map()));
  const hubKey = `${source.topic} ${source.key ?? ''}`;
  let hub = byKey.get(hubKey);
  if (!hub) {
    const map = byKey;
    const created: Hub = new Hub(source, execute, groupKey, () => {
      if (map.get(hubKey) === created) map.delete(hubKey);
    });
    byKey.set(hubKey, (hub = created));
  }
  const socket = sockets.get(ctx);
  const subscriber = new HubSubscriber(
    args,
    socket?.socket ?? null,
    socket ? framePrefix(socket.id) : null,
    source.after !== null,
    hub,
  );
  hub.add(subscriber);
  // The subscribe resolver's per-operation caches (scope-auth's, loaders) are done with: each event
  // executes with fresh ones (shared-execution.ts), and kept they were 1.3 KB a subscription for as
  // long as it lives (Pothos's documented way to start a context's caches afresh).
  Object.assign(ctx, initContextCache());
  // Joined first, so nothing falls between what the catch-up reads and what the hub hears.
  const caughtUp = source.after === null ? Promise.resolve() : hub.catchUps.catchUp(subscriber, source.after);
  if (socket?.acknowledge && subscriber.prefix)
    void acknowledge(
      source,
      hub,
      ctx,
      caughtUp,
      () => hub.subscribers.has(subscriber),
      socket.socket,
      subscriber.prefix,
    );
  // Once its viewer's vote is held (or given up), so a test's count of statements starts after it.
  void Promise.resolve(ctx.heldViewerVotesReady).then(() => {
    for (const listener of joinListeners) listener(source.pubsub, source.topic, source.key);
  });
  return subscriber;
}
