// A subscription whose start fails because the database is out of reach (no pooled connection
// in time, under a crowd) is answered with a retryable SERVICE_UNAVAILABLE, not "Unexpected
// error.", so clients start it again (issue 25).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createTestUser } from '../../test/accounts.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import { publishRequestEvent } from '../live/request-events.ts';
import type { Database } from '../db/database.ts';
import { captureLogs } from '../log/logger.ts';

let app: TestApp;
let port: number;
let cookie: string;
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  cookie = (await createTestUser(db, 'crowded_watcher')).cookie;
  app = buildTestApp(db);
  port = await app.app.start(0);
});

// The pool's answer under a crowd: no connection in time.
const poolTimeout = () =>
  Object.assign(new Error('Timed out fetching a new connection from the connection pool.'), { code: 'P2024' });
afterAll(async () => {
  vi.restoreAllMocks();
  await app.app.stop();
});

describe('a subscription start that gets no database connection', () => {
  it('is answered SERVICE_UNAVAILABLE (retryable), with no detail', async () => {
    // The session's read at the start (a prepared statement on the pool, past Prisma).
    vi.spyOn(db.sql, 'query').mockRejectedValueOnce(new Error('timeout exceeded when trying to connect'));
    const client = subscriptionClient(port, cookie);
    try {
      const watching = subscribe(client, 'subscription { requestFeed { kind } }');
      const errors = (await watching.closed) as { message: string; extensions?: { code?: string } }[];
      expect(errors.map((error) => error.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    } finally {
      await client.dispose();
    }
  });

  it('does not wait for, nor fail on, the read of the viewer’s vote', async () => {
    const [game] = await db.prisma.game.findMany({ select: { id: true }, take: 1 });
    const submitter = await createTestUser(db, 'crowded_submitter');
    const requestId = await insertRequest(db, { gameId: game!.id, submitterId: submitter.id });
    const read = vi.spyOn(db.prisma.vote, 'findUnique').mockRejectedValueOnce(poolTimeout());
    const client = subscriptionClient(port, cookie);
    try {
      const live = subscriptionLive(app, 'requestUpdated');
      const watching = subscribe(
        client,
        'subscription ($id: ID!) { requestUpdated(id: $id) { approvals viewerVote } }',
        {
          id: requestGlobalId(requestId),
        },
      );
      await live;
      expect(read).toHaveBeenCalled();
      publishRequestEvent(app, 'VOTED', requestId);
      // Its vote unknown, the viewer's field is read for it alone: still delivered, still right.
      expect((await watching.next()).data.requestUpdated).toEqual({ approvals: 0, viewerVote: null });
    } finally {
      await client.dispose();
    }
  });
});

// A request's events are executed once per group of watchers and written by its hub, past Yoga's
// own masking (live/shared-execution.ts masks them with the app's maskError instead).
describe('an event whose execution fails', () => {
  /** What a watcher of a request's comments receives for a comment whose read fails with `failure`. */
  async function watchFailingComment(failure: Error) {
    const [game] = await db.prisma.game.findMany({ select: { id: true }, take: 1 });
    const submitter = await createTestUser(db, `failing_${Math.random().toString(36).slice(2, 8)}`);
    const requestId = await insertRequest(db, { gameId: game!.id, submitterId: submitter.id });
    const client = subscriptionClient(port, cookie);
    try {
      const live = subscriptionLive(app, 'commentAdded');
      const watching = subscribe(client, 'subscription ($id: ID!) { commentAdded(requestId: $id) { body } }', {
        id: requestGlobalId(requestId),
      });
      await live;
      const read = vi.spyOn(db.prisma.comment, 'findUniqueOrThrow').mockRejectedValueOnce(failure);
      publishRequestEvent(app, 'COMMENTED', requestId, { commentId: 1 });
      const result = (await watching.next()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      expect(read).toHaveBeenCalledOnce();
      return result.errors ?? [];
    } finally {
      vi.restoreAllMocks();
      await client.dispose();
    }
  }

  it('is told as "Unexpected error.", with no detail, and the detail logged', async () => {
    const logs = captureLogs('error');
    try {
      const errors = await watchFailingComment(new Error('relation "comment" is locked by pid 4242'));
      expect(errors.map((error) => error.message)).toEqual(['Unexpected error.']);
      expect(JSON.stringify(logs.lines)).toContain('locked by pid 4242');
    } finally {
      logs.restore();
    }
  });

  it('is SERVICE_UNAVAILABLE when the database is out of reach, so the screen says it will retry', async () => {
    const errors = await watchFailingComment(poolTimeout());
    expect(errors.map((error) => error.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
  });
});
