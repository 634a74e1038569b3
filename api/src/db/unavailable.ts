// When PostgreSQL is down, frozen, restarting or overloaded, a request cannot be served now but
// can be in a moment: every route answers 503 with Retry-After instead of a 500 or a hang.

/** What Retry-After tells a client to wait while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The message every route gives (REST, GraphQL, images, health); no internals. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The catalogue is briefly unavailable; try again in a few seconds.';

/** Refused without trying: the last attempt to connect failed and another is under way. */
export class DatabaseUnreachableError extends Error {
  constructor() {
    super('The database did not answer the last attempt to connect; another attempt is under way.');
    this.name = 'DatabaseUnreachableError';
  }
}

export const DATABASE_UNAVAILABLE_HEADERS = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } as const;

// The socket could not be opened or was lost (node:net codes, as pg and the Prisma adapter pass them).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// Prisma: cannot reach, timed out, connection closed, no pooled connection in time.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// PostgreSQL: statement timeout (57014), shutting down / crashed / starting up (57P01-57P03),
// too many connections (53300), and every connection exception (class 08).
const SQLSTATES = /^(57014|57P0[1-3]|53300|08...)$/;
// The Prisma adapter's names for lost connections.
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// node-postgres reports its own timeouts and lost connections with plain Errors.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable$/,
  /^The database did not answer the last attempt to connect/,
];

interface ErrorLike {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** Whether `error` (or what it wraps: cause, GraphQL originalError, Prisma's adapter error) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 6) return false;
  if (error instanceof DatabaseUnreachableError) return true;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PRISMA_CODES.has(e.code) || SQLSTATES.test(e.code)))
    return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  const message = e.message;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return [e.cause, e.originalError, e.meta?.driverAdapterError].some((inner) =>
    isDatabaseUnavailable(inner, depth + 1),
  );
}
