// What an idle live watcher (the request page: requestUpdated and commentAdded over one socket)
// costs the server, as counts (issue 25: 41 KB a watcher measured, 20 KB the target): no timer per
// socket, no subscribe-time cache kept, no pool slab held by a subscription's frame prefix.
import { contextCacheSymbol } from '@pothos/core';
import type { ExecutionArgs } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';
import type { Context } from '../context.ts';
import { createAppPubSub } from '../pubsub.ts';
import { framePrefix, liveSource, subscribeThroughHub } from './broadcast.ts';
import { groupKey } from './shared-execution.ts';

const t = useTestApp({ seed: true, env: { WS_MAX_SOCKETS_PER_ADDRESS: '50' } });
let port: number;
const watchers: { id: number; cookie: string }[] = [];
let requestId: number;

beforeAll(async () => {
  port = await t.app.app.start(0);
  const submitter = await createTestUser(t.db, 'idle_submitter');
  for (let i = 0; i < 10; i++) watchers.push(await createTestUser(t.db, `idle_watcher_${i}`));
  const [game] = await t.db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 1 });
  requestId = await insertRequest(t.db, {
    gameId: game!.id,
    submitterId: submitter.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
});
afterAll(() => t.app.app.stop());

const updates = 'subscription ($id: ID!) { requestUpdated(id: $id) { id approvals viewerVote } }';
const comments = 'subscription ($id: ID!) { commentAdded(requestId: $id) { id body } }';

describe('an idle watcher', () => {
  it('costs no timer of its own: the keep-alive and the idle close each run on one per server', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const clients = watchers.map((watcher) => subscriptionClient(port, watcher.cookie));
    try {
      const live = Promise.all([
        subscriptionLive(t.app, 'requestUpdated', clients.length),
        subscriptionLive(t.app, 'commentAdded', clients.length),
      ]);
      for (const client of clients) {
        subscribe(client, updates, { id: requestGlobalId(requestId) });
        subscribe(client, comments, { id: requestGlobalId(requestId) });
      }
      await live;
      // Two a socket before (graphql-ws's keep-alive and the idle watch): 20 for these 10.
      expect(intervals.mock.calls.length).toBeLessThan(clients.length);
      expect(t.app.app.openSockets()).toBe(clients.length);
    } finally {
      intervals.mockRestore();
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });
});

describe('what a subscription keeps once it has joined its hub', () => {
  it('not the per-operation caches its subscribe resolver filled (each event executes with fresh ones)', async () => {
    const filled = {};
    const ctx = { [contextCacheSymbol]: filled, viewer: null } as unknown as Context;
    const stream = subscribeThroughHub(
      liveSource({ pubsub: createAppPubSub(), liveEvents: t.app.liveEvents }, 'requestUpdated', requestId),
      { contextValue: ctx } as ExecutionArgs,
      () => Promise.resolve({ data: null }),
      groupKey,
    );
    try {
      const kept = (ctx as unknown as Record<symbol, object>)[contextCacheSymbol];
      expect(kept).not.toBe(filled);
      expect(Reflect.ownKeys(kept!)).toEqual([]);
    } finally {
      await stream.return?.();
    }
  });

  it('a frame prefix of its own size, not a slice that holds a slab of Node’s shared pool alive', () => {
    const prefix = framePrefix('0b6f3f5e-5c1a-4a57-9d7e-2f1d5c3b8a90');
    expect(prefix.toString()).toBe('{"id":"0b6f3f5e-5c1a-4a57-9d7e-2f1d5c3b8a90","type":"next","payload":');
    expect(prefix.buffer.byteLength).toBe(prefix.length);
    // What Buffer.from did: a slice of an 8 KB slab.
    expect(Buffer.from('{"id":"u"').buffer.byteLength).toBeGreaterThan(1000);
  });
});
