import { initContextCache } from '@pothos/core';
import { createGraphQLError } from 'graphql-yoga';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PubSub } from './pubsub.ts';
import type { BackgroundTasks } from './background.ts';
import type { RateLimits } from './auth/rate-limits.ts';
import type { RestRateLimit } from './rest/rate-limit.ts';
import type { ApiKeyRateLimits } from './api-keys/key-rate-limits.ts';
import { findViewer, type Viewer } from './auth/viewer.ts';
import { keyViewerOf } from './api-keys/use-api-keys.ts';
import { describeClient, describeNodeClient, type Client, type NodeRequest } from './auth/client.ts';
import type { Pingable } from './http/health.ts';
import type { LiveEventLog } from './live/event-log.ts';

/** What the app builds once and every request shares. */
export interface AppServices {
  config: Config;
  db: Database;
  mailer: Mailer;
  pubsub: PubSub;
  tasks: BackgroundTasks;
  limits: RateLimits;
  /** The public REST facade's per-IP limit; null when REST_RATE_LIMIT_PER_SECOND is 0. */
  restRateLimit: RestRateLimit | null;
  /** The budgets of requests made with a personal API key, per key instead of per address. */
  keyRateLimits: ApiKeyRateLimits;
  /** Live events' sequences and the feed's catch-up window: PostgreSQL, or Redis streams with REDIS_URL. */
  liveEvents: LiveEventLog;
  /** The shared Redis (REDIS_URL), which /readyz pings; null without one. */
  redis: Pingable | null;
}

type PothosCaches = ReturnType<typeof initContextCache>;

/**
 * One per GraphQL operation, over HTTP, WebSocket and the REST facade alike. Pothos keeps its
 * per-operation caches (DataLoaders, the Prisma plugin's, scope-auth's) under `contextCacheSymbol`.
 */
export interface Context extends AppServices, PothosCaches {
  prisma: Database['prisma'];
  viewer: Viewer | null;
  client: Client;
  /** Queues a Set-Cookie header for this operation's HTTP response (login, logout). */
  setCookie(cookie: string): void;
  /** On a live subscription: its viewer's vote on each request it watches (live/viewer-votes.ts). */
  heldViewerVotes?: Map<number, 'APPROVE' | 'REJECT' | null>;
  /** Requests whose vote is being read for heldViewerVotes, and no event has come since. */
  heldViewerVoteReads?: Set<number>;
  /** Settles (never rejects) once the latest such read is done. */
  heldViewerVotesReady?: Promise<void>;
}

/** Scope-auth's answer to a visitor, and requireViewer's. */
export const logInFirstError = () =>
  createGraphQLError('Please log in first.', { extensions: { code: 'UNAUTHENTICATED' } });

/**
 * The signed-in viewer, for a resolver whose authScopes already demand one (loggedIn, moderator,
 * admin): scope-auth has refused visitors before it runs, so this only narrows the type.
 */
export function requireViewer(ctx: Pick<Context, 'viewer'>): Viewer {
  if (!ctx.viewer) throw logInFirstError();
  return ctx.viewer;
}

/**
 * The session of a resolver's viewer, for what only a signed-in browser may do (log out, end
 * other sessions, change the password). An API key carries none, and scope gating
 * (api-keys/api-key-gate.ts) refuses those mutations to keys before they run.
 */
export function requireSession(viewer: Viewer): number {
  if (viewer.sessionId === null)
    throw createGraphQLError('This needs a signed-in session, not an API key.', { extensions: { code: 'FORBIDDEN' } });
  return viewer.sessionId;
}

// Cookies set by resolvers, by request, until the response goes out (see useResponseCookies).
const pendingCookies = new WeakMap<Request, string[]>();

export function takeResponseCookies(request: Request): string[] {
  const cookies = pendingCookies.get(request) ?? [];
  pendingCookies.delete(request);
  return cookies;
}

/**
 * Over HTTP Yoga hands over the Fetch `request` and the Node `req` under it. Over the WebSocket
 * there is no request per operation: the socket's upgrade request (`req`) says who is there.
 */
export async function createContext(
  services: AppServices,
  request: Request | undefined,
  req?: NodeRequest,
): Promise<Context> {
  const trustProxy = services.config.TRUST_PROXY;
  const client = request
    ? describeClient(request, req, trustProxy)
    : describeNodeClient(req ?? { socket: {} as NodeRequest['socket'] }, trustProxy);
  const cookies = request ? request.headers.get('cookie') : (req?.headers?.cookie ?? null);
  return {
    ...services,
    ...initContextCache(),
    prisma: services.db.prisma,
    // A request with an Authorization header is its key's (use-api-keys.ts checked it), never a cookie's.
    viewer: request?.headers.has('authorization')
      ? (keyViewerOf(request) ?? null)
      : await findViewer(services.db, cookies, client.secure),
    client,
    setCookie(cookie) {
      // A socket has no response to carry it: a session can only be started over HTTP.
      if (request) pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), cookie]);
    },
  };
}
