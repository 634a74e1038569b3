// Structured logs: one JSON object a line on stdout (pino), for the operator's log collector.
// A request's id (request-id.ts) rides along on every line written while the request is handled,
// through AsyncLocalStorage, so an HTTP line, a GraphQL error and a slow statement of one request
// share it without each caller passing it on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Level } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every log line it (and what it awaits) writes. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

// Synchronous: shutdown ends with process.exit, which must not drop the last lines.
const stdout = pino.destination({ dest: 1, sync: true });
let capture: DestinationStream | null = null;
const destination: DestinationStream = { write: (line) => (capture ?? stdout).write(line) };

/** The process's logger. server.ts sets its level from LOG_LEVEL; tests run it silent. */
export const log = pino(
  {
    level: process.env.VITEST ? 'silent' : 'info',
    base: { pid: process.pid },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  },
  destination,
);

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** Tests: collects the lines written until `restore`, at `level` and above. */
export function captureLogs(level: Level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const previous = log.level;
  capture = { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  log.level = level;
  return {
    lines,
    restore() {
      capture = null;
      log.level = previous;
    },
  };
}
