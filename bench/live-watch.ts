// bench:live's watchers: a child process holding its share of the graphql-ws sockets. Each speaks
// the graphql-transport-ws protocol itself over `ws`. A request's watcher subscribes as the
// request page does (the web app's own `requestUpdated` and `commentAdded` documents); a
// moderator to `requestFeed`. Updates are read without a JSON parse (the approvals count and the
// sequence are found in the bytes): the watchers stand in for browsers on other machines, so they
// should take as little as possible of the two cores the server runs on. What they cost is
// measured (process CPU) and printed beside the server's.
//
// Like the web client (web/src/relay/live-connection.ts), a watcher whose socket closes, or whose
// subscription ends, subscribes again, naming the last sequence it saw as `after` (the one in the
// server's acknowledgement before any event); a refused connection tries the next instance, as
// nginx would. A subscription that is not live at the end is counted as dead.
import WebSocket from 'ws';
import type { WireDocument } from './live-children.ts';

export interface WatchJob {
  /** Each watcher's instances, its own first; `feed`: a moderator on the feed. */
  watchers: { ports: number[]; cookie: string; feed: boolean }[];
  updatedQuery: WireDocument;
  commentQuery: WireDocument;
  feedQuery: WireDocument;
  requestId: string;
}

const now = () => performance.timeOrigin + performance.now();
const APPROVALS = Buffer.from('"approvals":');
const SEQUENCE = Buffer.from('"sequence":');

/** The number after `key` in an update, or -1. */
function numberAfter(data: Buffer, key: Buffer): number {
  const at = data.lastIndexOf(key);
  if (at < 0) return -1;
  let value = 0;
  for (let i = at + key.length; i < data.length; i++) {
    const digit = data[i]! - 48;
    if (digit < 0 || digit > 9) return value;
    value = value * 10 + digit;
  }
  return value;
}

type Id = 'u' | 'c' | 'f';

class Watcher {
  /** The first time it saw each approvals count (an update may skip counts: coalescing). */
  readonly times: number[] = [];
  approvals = -1;
  readonly comments = new Set<string>();
  /** The feed's sequences in the order received, and the sequence it started from. */
  readonly feed: number[] = [];
  /** Sequences a busy hub's merged event stood for (`sequenceFrom` up to its own): not missing. */
  readonly covered = new Set<number>();
  feedStart: number | null = null;
  readonly after: Partial<Record<Id, number>> = {};
  readonly live: Partial<Record<Id, boolean>> = {};
  socket: WebSocket | null = null;
  attempt = 0;
  reconnects = 0;
  ended = 0;
  stopped = false;
  readonly job: WatchJob;
  readonly ports: number[];
  readonly cookie: string;
  /** A moderator on the feed, or a request's watcher. */
  readonly feedOnly: boolean;
  constructor(job: WatchJob, { ports, cookie, feed }: WatchJob['watchers'][number]) {
    this.job = job;
    this.ports = ports;
    this.cookie = cookie;
    this.feedOnly = feed;
  }

  get ids(): Id[] {
    return this.feedOnly ? ['f'] : ['u', 'c'];
  }

  connect(onFirst?: () => void) {
    const port = this.ports[this.attempt % this.ports.length]!;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: this.cookie },
      skipUTF8Validation: true,
    });
    this.socket = socket;
    let first = onFirst;
    const settle = () => {
      first?.();
      first = undefined;
    };
    socket.on('open', () => socket.send('{"type":"connection_init"}'));
    socket.on('error', () => {
      // A refused connection (an instance restarting): the next attempt tries the next instance.
      this.attempt++;
      settle();
    });
    socket.on('close', () => {
      for (const id of this.ids) this.live[id] = false;
      settle();
      if (this.stopped || this.socket !== socket) return;
      this.reconnects++;
      // The web client's backoff: quick at first, with jitter so thousands do not come at once.
      const wait = Math.min(5000, 250 * 2 ** Math.min(this.attempt, 5)) * (0.5 + Math.random());
      setTimeout(() => this.connect(), wait);
    });
    socket.on('message', (data: Buffer) => this.message(socket, data, settle));
  }

  subscribe(socket: WebSocket, id: Id) {
    const after = this.after[id];
    const document = id === 'u' ? this.job.updatedQuery : id === 'c' ? this.job.commentQuery : this.job.feedQuery;
    const variables =
      id === 'u'
        ? { id: this.job.requestId, after }
        : id === 'c'
          ? { requestId: this.job.requestId, after }
          : { after };
    socket.send(
      JSON.stringify({
        id,
        type: 'subscribe',
        payload: { ...document, variables, extensions: { ...document.extensions, acknowledge: true } },
      }),
    );
    this.live[id] = true;
  }

  message(socket: WebSocket, data: Buffer, settle: () => void) {
    const at = now();
    const id = String.fromCharCode(data[7]!) as Id; // {"id":"u",…: the hub's and graphql-ws's order
    if (data[2] === 105 && id === 'u') {
      const approvals = numberAfter(data, APPROVALS);
      if (approvals >= 0) {
        for (let level = this.times.length; level <= approvals; level++) this.times[level] = at;
        this.approvals = approvals;
        const sequence = numberAfter(data, SEQUENCE);
        if (sequence >= 0) this.after.u = Math.max(this.after.u ?? 0, sequence);
        return;
      }
    }
    const message = JSON.parse(data.toString()) as {
      id?: Id;
      type: string;
      payload?: {
        data?: Record<string, { id: string }>;
        extensions?: { sequence?: number; sequenceFrom?: number; acknowledged?: boolean };
      };
    };
    if (message.type === 'connection_ack') {
      this.attempt = 0;
      for (const each of this.ids) this.subscribe(socket, each);
      settle();
    } else if (message.type === 'ping') socket.send('{"type":"pong"}');
    else if ((message.type === 'error' || message.type === 'complete') && message.id) {
      // Ended by the server: subscribed again, as the web client does after a retryable end.
      this.ended++;
      this.live[message.id] = false;
      const again = message.id;
      setTimeout(() => socket.readyState === socket.OPEN && this.subscribe(socket, again), 1000);
    } else if (message.type === 'next' && message.id) {
      const sequence = message.payload?.extensions?.sequence;
      if (message.payload?.extensions?.acknowledged) {
        this.after[message.id] ??= sequence;
        if (message.id === 'f') this.feedStart ??= sequence ?? 0;
        return;
      }
      if (message.id === 'u') {
        const approvals = (message.payload?.data?.requestUpdated as { approvals?: number } | undefined)?.approvals;
        if (typeof approvals === 'number') {
          for (let level = this.times.length; level <= approvals; level++) this.times[level] = at;
          this.approvals = approvals;
        }
      }
      if (message.id === 'f') {
        const request = (message.payload?.data?.requestFeed as { request?: { approvals?: number } } | undefined)
          ?.request;
        if (typeof request?.approvals === 'number')
          for (let level = this.times.length; level <= request.approvals; level++) this.times[level] = at;
      }
      if (message.id === 'c') this.comments.add(message.payload!.data!.commentAdded!.id);
      if (message.id === 'f' && typeof sequence === 'number') {
        // A busy hub's merged event stands for every sequence from `sequenceFrom` on: none is missing.
        this.feed.push(sequence);
        const from = message.payload?.extensions?.sequenceFrom ?? sequence;
        for (let each = from; each < sequence; each++) this.covered.add(each);
      }
      if (typeof sequence === 'number') this.after[message.id] = Math.max(this.after[message.id] ?? 0, sequence);
    }
  }
}

const watchers: Watcher[] = [];
let cpuStart = process.cpuUsage();

/** Opens the job's sockets 50 at a time (thousands at once overflow the server's accept queue). */
async function open(job: WatchJob): Promise<void> {
  const batch = job.watchers.map((watcher) => new Watcher(job, watcher));
  watchers.push(...batch);
  for (let from = 0; from < batch.length; from += 50)
    await Promise.all(batch.slice(from, from + 50).map((w) => new Promise<void>((resolve) => w.connect(resolve))));
}

/** Milliseconds, as a sparse histogram (1 ms buckets): a few numbers instead of a million. */
function histogram(values: Iterable<number>): Record<number, number> {
  const buckets: Record<number, number> = {};
  for (const value of values) {
    const bucket = Math.max(0, Math.round(value));
    buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  return buckets;
}

/** Each feed watcher's sequences: any received twice, and any missing between its start and the last. */
function feedCheck(feedWatchers: Watcher[]) {
  let duplicates = 0;
  const missing: number[][] = [];
  for (const w of feedWatchers) {
    const distinct = new Set(w.feed);
    duplicates += w.feed.length - distinct.size;
    const start = w.feedStart ?? 0;
    const mine: number[] = [];
    for (let sequence = start + 1; sequence < Math.max(start, ...w.feed); sequence++)
      if (!distinct.has(sequence) && !w.covered.has(sequence)) mine.push(sequence);
    missing.push(mine);
  }
  return { duplicates, missing, received: [...new Set(feedWatchers.flatMap((w) => w.feed))] };
}

process.on('message', async (message: any) => {
  if (message.job) {
    await open(message.job as WatchJob);
    process.send!({ opened: watchers.length });
  }
  // How many request watchers have seen at least this count yet; how many subscriptions are live.
  if (message.reached !== undefined)
    process.send!({
      reachedCount: watchers.filter((w) => !w.feedOnly && w.times.length > message.reached).length,
      acknowledged: watchers.filter((w) => w.ids.every((id) => w.after[id] !== undefined || id === 'c')).length,
    });
  if (message.resetCpu) {
    cpuStart = process.cpuUsage();
    process.send!({ cpuReset: true });
  }
  // Chaos: this many sockets, chosen at random, are cut (no close handshake, as a lost network).
  if (message.drop) {
    const open = watchers.filter((w) => w.socket?.readyState === WebSocket.OPEN);
    for (let i = 0; i < message.drop && open.length > 0; i++)
      open.splice(Math.floor(Math.random() * open.length), 1)[0]!.socket!.terminate();
    process.send!({ dropped: true });
  }
  if (message.final) {
    const { approvals, comments } = message.final as { approvals: number; comments: number };
    const requestWatchers = watchers.filter((w) => !w.feedOnly);
    process.send!({
      finalState: requestWatchers.filter((w) => w.approvals === approvals && w.comments.size === comments).length,
      tally: requestWatchers.filter((w) => w.approvals === approvals).length,
      allComments: requestWatchers.filter((w) => w.comments.size === comments).length,
      dead: watchers.reduce((sum, w) => sum + w.ids.filter((id) => !w.live[id]).length, 0),
      ended: watchers.reduce((sum, w) => sum + w.ended, 0),
      reconnects: watchers.reduce((sum, w) => sum + w.reconnects, 0),
      feed: feedCheck(watchers.filter((w) => w.feedOnly)),
    });
  }
  if (message.published) {
    // published[level]: when an instance first published an update with at least that count;
    // sent[level]: when the vote that made that count was sent.
    const { published, sent, from, to } = message as { published: number[]; sent: number[]; from: number; to: number };
    const latencies: number[] = [];
    const endToEnd: number[] = [];
    let delivered = 0;
    // The request's watchers; on the feed alone, the moderators (the feed carries the count too).
    const requestWatchers = watchers.some((w) => !w.feedOnly) ? watchers.filter((w) => !w.feedOnly) : watchers;
    for (const { times } of requestWatchers)
      for (let level = from; level <= to; level++) {
        const at = times[level];
        if (at === undefined) continue;
        delivered++;
        if (published[level] !== undefined) latencies.push(at - published[level]!);
        if (sent[level] !== undefined) endToEnd.push(at - sent[level]!);
      }
    const cpu = process.cpuUsage(cpuStart);
    process.send!({
      delivered,
      expected: requestWatchers.length * Math.max(0, to - from + 1),
      latencies: histogram(latencies),
      endToEnd: histogram(endToEnd),
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  }
  if (message.stop) {
    for (const w of watchers) {
      w.stopped = true;
      w.socket?.terminate();
    }
    watchers.length = 0;
    process.send!({ stopped: true });
  }
  if (message.exit) setTimeout(() => process.exit(0), 100);
});
process.send!({ ready: true });
