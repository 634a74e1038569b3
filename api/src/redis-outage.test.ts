// Redis away: the process lives on (no unhandled rejection from the pub/sub's unawaited commands)
// and /readyz answers 503 so nginx sends requests elsewhere. No Redis server is needed: port 1
// refuses every connection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPubSubFromConfig } from './pubsub-redis.ts';
import { captureLogs } from './log/logger.ts';
import type { Database } from './db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildTestApp } from '../test/app.ts';

const UNREACHABLE = 'redis://127.0.0.1:1';
const unchanged = { submitterId: null, tally: { approvals: 0, rejections: 0 }, votes: [], votesCleared: false };

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);
beforeAll(() => void process.on('unhandledRejection', onRejection));
afterAll(() => void process.off('unhandledRejection', onRejection));
afterEach(() => void (rejections.length = 0));

describe('Redis unreachable', () => {
  it('a publish and a subscribe fail without an unhandled rejection, and are logged', async () => {
    const logs = captureLogs('warn');
    const { pubsub, close } = createPubSubFromConfig(UNREACHABLE, 'cv-outage:', {
      retryStrategy: () => 10,
      publishRetries: 1,
    });
    try {
      const iterator = pubsub.subscribe('requestUpdated', 7)[Symbol.asyncIterator]();
      void iterator.next();
      pubsub.publish('requestUpdated', 7, { requestId: 7, ...unchanged });
      await expect.poll(() => logs.lines.some((l) => l.msg === 'publish failed: Redis unreachable')).toBe(true);
      await iterator.return?.();
    } finally {
      // The pending SUBSCRIBE may be rejected as the client closes: caught too (vitest fails a run
      // on any unhandled rejection, also one after this test).
      await close();
      logs.restore();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(rejections).toEqual([]);
    expect(
      logs.lines
        .filter((l) => l.msg === 'Redis unreachable; reconnecting')
        .map((l) => l.redis)
        .sort(),
    ).toEqual(['publish', 'subscribe']);
  });

  describe('the app', () => {
    let db: Database;
    let app: ReturnType<typeof buildTestApp>;
    let port: number;
    beforeAll(async () => {
      db = await createTestDatabase();
      app = buildTestApp(db, { REDIS_URL: UNREACHABLE, DB_CONNECT_TIMEOUT_MS: '200' });
      port = await app.app.start(0);
    });
    afterAll(async () => {
      await app.app.stop();
      await app.close();
      await db.close();
    });

    it('answers /readyz 503 naming Redis while /healthz (the database) stays 200', async () => {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unavailable' });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      expect(rejections).toEqual([]);
    });
  });
});
