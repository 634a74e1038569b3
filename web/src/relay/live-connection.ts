// Live updates that never stop silently (issue 25). graphql-ws's client reconnects on its own
// after most closes, and resubscribes what was active; this adds what it leaves to the app:
// - after a close it treats as final (4400, 4500, …), or an operation refused as briefly
//   unavailable (SERVICE_UNAVAILABLE: no database connection in time under a crowd), the
//   subscription is started again, with exponential backoff and full jitter, so a crowd of
//   clients does not come back in one wave;
// - only an authorisation close (4403) or an operation's own refusal (not signed in, a mistake in
//   the document) ends it for good;
// - whether a socket is up, for the "reconnecting…" notice (LiveConnectionStatus).
import type { Client, FormattedExecutionResult, SubscribePayload } from 'graphql-ws';

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
export function retryable(error: unknown): boolean {
  if (isCloseEvent(error)) return error.code !== FORBIDDEN;
  // An operation's errors (graphql-ws sends them as an array): only "briefly unavailable" is retried.
  if (Array.isArray(error))
    return error.some((item: { extensions?: { code?: unknown } }) => item?.extensions?.code === 'SERVICE_UNAVAILABLE');
  // A socket error (network down, server gone) before any close.
  return true;
}

// ------------------------------------------------------------------ connection state
let activeSubscriptions = 0;
let connected = false;
let downSince: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: since when live updates have had no socket (null: fine, or none wanted). */
export function subscribeLiveConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const liveDisconnectedSince = (): number | null => (activeSubscriptions > 0 ? downSince : null);

function setConnected(up: boolean) {
  if (up === connected && (up || downSince !== null)) return;
  connected = up;
  downSince = up ? null : (downSince ?? Date.now());
  notify();
}

/** graphql-ws client options that report the socket's state here and retry any close but 4403. */
export const connectionOptions = {
  retryAttempts: Infinity,
  shouldRetry: (event: unknown) => !(isCloseEvent(event) && event.code === FORBIDDEN),
  retryWait: (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, backoffMs(retries))),
  on: {
    connected: () => setConnected(true),
    closed: () => setConnected(false),
    error: () => setConnected(false),
  },
};

export interface LiveSink<T> {
  next(value: FormattedExecutionResult<T, unknown>): void;
  /** Only for what will not get better by retrying. */
  error(error: unknown): void;
  complete(): void;
}

/**
 * Subscribes, and subscribes again after a retryable end, until disposed. `payloadFor` is asked
 * each time, so a catch-up may name what was last seen.
 */
export function subscribeResiliently<T>(
  client: Client,
  payloadFor: () => SubscribePayload,
  sink: LiveSink<T>,
  wait: (attempt: number) => number = backoffMs,
): () => void {
  let disposed = false;
  let attempt = 0;
  let stop: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The time without a socket counts from when a screen wants one (the lazy client closes when idle).
  if (!connected && (activeSubscriptions === 0 || downSince === null)) downSince = Date.now();
  activeSubscriptions++;
  notify();
  const start = () => {
    timer = null;
    if (disposed) return;
    stop = client.subscribe<T>(payloadFor(), {
      next: (value) => {
        attempt = 0;
        setConnected(true);
        sink.next(value);
      },
      error: (error) => {
        stop = null;
        if (disposed) return;
        if (!retryable(error)) return sink.error(error);
        timer = setTimeout(start, wait(attempt++));
      },
      complete: () => {
        stop = null;
        if (!disposed) sink.complete();
      },
    });
  };
  start();
  return () => {
    if (disposed) return;
    disposed = true;
    activeSubscriptions--;
    if (timer) clearTimeout(timer);
    stop?.();
    notify();
  };
}
