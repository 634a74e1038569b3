// The live event log's contract (event-log.ts), on PostgreSQL (PGlite, or the server with
// TEST_DATABASE_URL) and, with TEST_REDIS_URL, on Redis streams (event-log-redis.ts): two
// instances taking sequences at once, the window by count and by age, catch-up past the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { RequestFeedPayload } from '../pubsub.ts';
import { FEED_STREAM, postgresEventLog, type LiveEventLog, type Retention } from './event-log.ts';
import { redisEventLog } from './event-log-redis.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const HOUR = 3_600_000;
const event = (requestId: number): Omit<RequestFeedPayload, 'sequence'> => ({
  requestId,
  submitterId: null,
  votes: [],
  votesCleared: false,
  kind: 'CREATED',
  at: new Date(0).toISOString(),
});
const ids = (events: RequestFeedPayload[]) => events.map((kept) => kept.requestId);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Two instances' logs on one store, and what moves the clock or reads the store. */
interface Store {
  logs(retention?: Retention): [LiveEventLog, LiveEventLog];
  /** Makes what is kept so far `hours` older. */
  age(hours: number): Promise<void>;
  /** Entries actually stored (the window is applied on reading too). */
  stored(): Promise<number>;
  reset(): Promise<void>;
}

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const postgres: Store = {
  logs: (retention) => [postgresEventLog(db.prisma, retention), postgresEventLog(db.prisma, retention)],
  age: async (hours) => {
    await db.prisma
      .$executeRaw`UPDATE "LiveEvent" SET "createdAt" = "createdAt" - make_interval(hours => ${hours}::int)`;
  },
  stored: () => db.prisma.liveEvent.count(),
  reset: async () => {
    await db.prisma.$executeRaw`DELETE FROM "LiveEvent"`;
    await db.prisma.$executeRaw`DELETE FROM "LiveStream"`;
  },
};

function redisStore(): Store & { close(): Promise<void> } {
  const prefix = `event-log-test-${process.pid}:`;
  // Two connections, as two instances have.
  const clients = [0, 1].map(() => new Redis(redisUrl!, { keyPrefix: prefix }));
  let offset = 0;
  const now = () => Date.now() + offset;
  return {
    logs: (retention) =>
      clients.map((client) => redisEventLog(client, { retention, now })) as [LiveEventLog, LiveEventLog],
    // The Redis log measures the window by its clock, which the entries' ids follow.
    age: async (hours) => {
      offset += hours * HOUR;
    },
    stored: () => clients[0]!.xlen('live:events:feed'),
    reset: async () => {
      const keys = await clients[0]!.keys(`${prefix}live:*`);
      if (keys.length > 0) await clients[0]!.unlink(...keys.map((key) => key.slice(prefix.length)));
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}

const stores: [string, () => Store & { close?(): Promise<void> }][] = [['PostgreSQL', () => postgres]];
if (redisUrl) stores.push(['Redis streams', redisStore]);

describe.each(stores)('the live event log on %s', (_name, open) => {
  let store: Store & { close?(): Promise<void> };
  beforeAll(() => {
    store = open();
  });
  afterAll(async () => {
    await store.reset();
    await store.close?.();
  });

  it('gives two instances publishing at once distinct sequences, kept in sequence order', async () => {
    await store.reset();
    const [a, b] = store.logs();
    const taken = await Promise.all(range(1, 40).map((i) => (i % 2 ? a : b).appendFeedEvent(event(i))));
    expect([...taken].sort((x, y) => x - y)).toEqual(range(1, 40));
    const kept = await b.feedEventsAfter(0);
    expect(kept.map((e) => e.sequence)).toEqual(range(1, 40));
    // Each event kept with the sequence its publisher was given.
    for (const e of kept) expect(taken[e.requestId - 1]).toBe(e.sequence);
    expect(await a.currentSequence(FEED_STREAM)).toBe(40);

    const requests = await Promise.all(range(1, 20).map((i) => (i % 2 ? a : b).nextSequence('request:7')));
    expect([...requests].sort((x, y) => x - y)).toEqual(range(1, 20));
    expect(await b.currentSequence('request:7')).toBe(20);
    expect(await a.currentSequence('request:8')).toBe(0);
  });

  it('sends exactly what came after the sequence named, and nothing to the latest', async () => {
    await store.reset();
    const [a, b] = store.logs();
    for (const i of range(1, 5)) await a.appendFeedEvent(event(i));
    expect(ids(await b.feedEventsAfter(2))).toEqual([3, 4, 5]);
    expect(await b.feedEventsAfter(5)).toEqual([]);
  });

  it('keeps a bounded number of events, and past them sends the newest kept', async () => {
    await store.reset();
    const [a, b] = store.logs({ hours: 24, events: 100 });
    for (const i of range(1, 250)) await (i % 2 ? a : b).appendFeedEvent(event(i));
    // A client that saw the 10th event is far past the window: it gets the newest 100, in order.
    expect(ids(await b.feedEventsAfter(10))).toEqual(range(151, 250));
    expect(ids(await a.feedEventsAfter(240))).toEqual(range(241, 250));
    // Redis trims whole stream nodes (MAXLEN ~): within one node of the count.
    expect(await store.stored()).toBeLessThanOrEqual(200);
  });

  it('drops events past the hours of the window', async () => {
    await store.reset();
    const [a, b] = store.logs({ hours: 24, events: 1000 });
    for (const i of range(1, 150)) await a.appendFeedEvent(event(i));
    await store.age(25);
    await b.appendFeedEvent(event(151));
    expect(ids(await a.feedEventsAfter(0))).toEqual([151]);
    expect(ids(await a.feedEventsAfter(149))).toEqual([151]);
    // Trimmed when the next event was added (Redis: whole nodes, MINID ~), not only skipped.
    expect(await store.stored()).toBeLessThanOrEqual(51);
    expect(await b.currentSequence(FEED_STREAM)).toBe(151);
  });
});
