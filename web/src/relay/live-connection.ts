// Live updates that never stop silently (issue 25). graphql-ws's client reconnects on its own
// after most closes, and resubscribes what was active; this adds what it leaves to the app:
// - after a close it treats as final (4400, 4500, …), or an operation refused as briefly
//   unavailable (SERVICE_UNAVAILABLE: no database connection in time under a crowd), the
//   subscription is started again, with exponential backoff and full jitter, so a crowd of
//   clients does not come back in one wave;
// - only an authorisation close (4403) or an operation's own refusal (not signed in, a mistake in
//   the document) ends it for good;
// - whether a socket is up, for the "reconnecting…" notice (LiveConnectionStatus);
// - catch-up: each result carries its stream's sequence (`extensions.sequence`); a subscription
//   started again names the last one it saw (`after`), and the server sends what it missed first.
//   A sequence already seen is not passed on (a catch-up and a live event may both carry it);
// - the server's acknowledgement that a subscription is live (asked with `extensions.acknowledge`),
//   kept on <html data-live-acknowledged="operation names">, which end-to-end tests wait for.
import type { Client, FormattedExecutionResult, SubscribePayload } from 'graphql-ws';
import { UNKNOWN_PERSISTED_OPERATION } from './graphql-http.ts';

const FORBIDDEN = 4403;
const BASE_MS = 500;
const MAX_MS = 30_000;

/** Full jitter: a random wait up to the doubling ceiling (AWS's "exponential backoff and jitter"). */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_MS, BASE_MS * 2 ** attempt));
}

const isCloseEvent = (value: unknown): value is { code: number; reason: string } =>
  typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;

/** Whether a subscription that ended with `error` is worth starting again. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['SERVICE_UNAVAILABLE', UNKNOWN_PERSISTED_OPERATION]);

export function retryable(error: unknown): boolean {
  if (isCloseEvent(error)) return error.code !== FORBIDDEN;
  // An operation's errors (graphql-ws sends them as an array): only "briefly unavailable" and an id
  // a server of the build before does not know yet (during a release) are retried.
  if (Array.isArray(error))
    return error.some((item: { extensions?: { code?: unknown } }) =>
      RETRYABLE_CODES.has(item?.extensions?.code as string),
    );
  // A socket error (network down, server gone) before any close.
  return true;
}

/** Sequences a subscription remembers having passed on, against duplicates (the newest ones). */
const REMEMBERED_SEQUENCES = 500;

type Extensions = { sequence?: unknown; acknowledged?: unknown } | undefined;

export interface LiveSink<T> {
  next(value: FormattedExecutionResult<T, unknown>): void;
  /** Only for what will not get better by retrying. */
  error(error: unknown): void;
  complete(): void;
}

/**
 * One graphql-ws client's live state: whether its socket is up, the subscriptions to start again
 * when it closes, and the operations the server acknowledged. The page has one (`pageLive`); a
 * program that opens many clients, as the cluster drill's watchers do, has one per client.
 */
export class LiveConnection {
  private activeSubscriptions = 0;
  private connected = false;
  private downSince: number | null = null;
  private readonly listeners = new Set<() => void>();
  /** Subscriptions to start again, with what they last saw, when the socket closes. */
  private readonly socketClosedListeners = new Set<() => void>();
  private readonly acknowledged = new Map<string, number>();

  /** graphql-ws client options that report the socket's state here and retry any close but 4403. */
  readonly options = {
    retryAttempts: Infinity,
    shouldRetry: (event: unknown) => !(isCloseEvent(event) && event.code === FORBIDDEN),
    retryWait: (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, backoffMs(retries))),
    on: {
      connected: () => this.setConnected(true),
      closed: () => {
        this.setConnected(false);
        for (const restart of [...this.socketClosedListeners]) restart();
      },
      error: () => this.setConnected(false),
    },
  };

  /** For useSyncExternalStore: calls `listener` when the socket's state changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Since when live updates have had no socket (null: fine, or none wanted). */
  readonly disconnectedSince = (): number | null => (this.activeSubscriptions > 0 ? this.downSince : null);

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  private setConnected(up: boolean) {
    if (up === this.connected && (up || this.downSince !== null)) return;
    this.connected = up;
    this.downSince = up ? null : (this.downSince ?? Date.now());
    this.notify();
  }

  private countAcknowledged(operationName: string, change: 1 | -1) {
    const count = (this.acknowledged.get(operationName) ?? 0) + change;
    if (count > 0) this.acknowledged.set(operationName, count);
    else this.acknowledged.delete(operationName);
    if (typeof document !== 'undefined')
      document.documentElement.dataset.liveAcknowledged = [...this.acknowledged.keys()].sort().join(' ');
  }

  /**
   * Subscribes, and subscribes again after a retryable end, until disposed. `payloadFor` is asked
   * each time with the last sequence seen (undefined before any), to name it as `after`.
   */
  subscribeResiliently<T>(
    client: Client,
    payloadFor: (after: number | undefined) => SubscribePayload,
    sink: LiveSink<T>,
    wait: (attempt: number) => number = backoffMs,
  ): () => void {
    let disposed = false;
    let attempt = 0;
    let stop: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Each start's handlers act only while theirs is the current start (a replaced one completes).
    let generation = 0;
    let last: number | undefined;
    const seen = new Set<number>();
    let acknowledgedAs: string | null = null;
    const unacknowledge = () => {
      if (acknowledgedAs !== null) this.countAcknowledged(acknowledgedAs, -1);
      acknowledgedAs = null;
    };
    // The time without a socket counts from when a screen wants one (the lazy client closes when idle).
    if (!this.connected && (this.activeSubscriptions === 0 || this.downSince === null)) this.downSince = Date.now();
    this.activeSubscriptions++;
    this.notify();
    const start = () => {
      timer = null;
      if (disposed) return;
      const mine = ++generation;
      const current = () => mine === generation && !disposed;
      const payload = payloadFor(last);
      stop = client.subscribe<T>(
        { ...payload, extensions: { ...payload.extensions, acknowledge: true } },
        {
          next: (value) => {
            if (!current()) return;
            attempt = 0;
            this.setConnected(true);
            const extensions = value.extensions as Extensions;
            const sequence = typeof extensions?.sequence === 'number' ? extensions.sequence : undefined;
            if (extensions?.acknowledged === true && value.data === undefined && value.errors === undefined) {
              // Live from here: a later catch-up starts at the stream's sequence as of now.
              last ??= sequence;
              if (acknowledgedAs === null) this.countAcknowledged((acknowledgedAs = payload.operationName ?? ''), 1);
              return;
            }
            if (sequence !== undefined) {
              if (seen.has(sequence)) return;
              seen.add(sequence);
              if (seen.size > REMEMBERED_SEQUENCES) seen.delete(seen.values().next().value!);
              last = Math.max(last ?? sequence, sequence);
            }
            sink.next(value);
          },
          error: (error) => {
            if (!current()) return;
            stop = null;
            unacknowledge();
            if (!retryable(error)) return sink.error(error);
            timer = setTimeout(start, wait(attempt++));
          },
          complete: () => {
            if (!current()) return;
            stop = null;
            unacknowledge();
            sink.complete();
          },
        },
      );
    };
    // graphql-ws would subscribe again after a close with the payload it was first given; started
    // anew instead, the subscription names the last sequence it saw and is sent what it missed.
    const restart = () => {
      if (disposed || timer) return;
      unacknowledge();
      const previous = stop;
      generation++;
      stop = null;
      previous?.();
      // With backoff and jitter like any retry: a server that is down closes every attempt at once.
      timer = setTimeout(start, wait(attempt++));
    };
    this.socketClosedListeners.add(restart);
    start();
    return () => {
      if (disposed) return;
      disposed = true;
      this.socketClosedListeners.delete(restart);
      this.activeSubscriptions--;
      if (timer) clearTimeout(timer);
      stop?.();
      unacknowledge();
      this.notify();
    };
  }
}

/** The page's live connection: its one graphql-ws client (relay/environment.ts) and the notice. */
export const pageLive = new LiveConnection();
