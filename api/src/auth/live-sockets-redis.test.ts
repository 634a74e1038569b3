import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createPubSubFromConfig } from '../pubsub-redis.ts';
import { publishAccessEnded } from '../pubsub.ts';
import { ACCESS_ENDED_CLOSE_CODE, watchLiveSockets } from './live-sockets.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Just what the watcher uses of a socket: close, and the close event it then emits. */
function fakeSocket() {
  const socket = new EventEmitter() as EventEmitter & { closed: Promise<number>; close(code: number): void };
  socket.closed = new Promise((resolve) => {
    socket.close = (code) => {
      resolve(code);
      socket.emit('close');
    };
  });
  return socket;
}

// Runs in the PostgreSQL + Redis pass of .ci/run, where TEST_REDIS_URL is set.
describe.skipIf(!redisUrl)('open sockets across instances (Redis)', () => {
  it("closes a session's socket on another instance when the session ends on this one", async () => {
    const prefix = `cv-test-${randomBytes(6).toString('hex')}:`;
    const [a, b] = [createPubSubFromConfig(redisUrl, prefix), createPubSubFromConfig(redisUrl, prefix)];
    const watcher = watchLiveSockets(b!.pubsub);
    const redis = new Redis(redisUrl!);
    try {
      const [ending, other] = [fakeSocket(), fakeSocket()];
      watcher.track(ending as unknown as WebSocket, { id: 7, sessionId: 70 });
      watcher.track(other as unknown as WebSocket, { id: 7, sessionId: 71 });
      // Until Redis counts B's subscriber, an event would pass it by.
      for (let tries = 0; tries < 10_000; tries++) {
        const [, subscribers] = (await redis.pubsub('NUMSUB', `${prefix}accessEnded`)) as [string, number];
        if (Number(subscribers) > 0) break;
      }
      publishAccessEnded(a!.pubsub, { sessionIds: [70] });
      expect(await ending.closed).toBe(ACCESS_ENDED_CLOSE_CODE);
      publishAccessEnded(a!.pubsub, { userId: 7 });
      expect(await other.closed).toBe(ACCESS_ENDED_CLOSE_CODE);
    } finally {
      await watcher.stop();
      await Promise.all([a!.close(), b!.close(), redis.quit()]);
    }
  });
});
