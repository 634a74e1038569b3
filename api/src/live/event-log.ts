// Sequences and the stored window of live events, so a client that lost its socket is sent what
// it missed when it subscribes again (issue 25). Every request event carries its request's
// sequence and every feed event the feed's; a client sends the last one it saw as the
// subscription's `after` argument.
// - A request's watchers need only its current state, which the database holds: its stream keeps
//   just the sequence, and a watcher behind it is sent one event with the state as of now.
// - The feed's events are each shown: they are kept for a window (LIVE_EVENT_RETENTION: 24 h or
//   1,000 events, whichever is less) and replayed in order. Past the window the client gets what
//   is kept, the newest events, which is what the feed shows anyway (the last FEED_LENGTH of them).
// Kept where every instance sees them: in PostgreSQL (here), or in Redis streams when REDIS_URL
// is set (event-log-redis.ts); services.ts chooses.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { RequestFeedPayload } from '../pubsub.ts';

/** How long, and how many, feed events are kept for a catch-up. */
export const LIVE_EVENT_RETENTION = { hours: 24, events: 1000 } as const;

export type Retention = { hours: number; events: number };

export const FEED_STREAM = 'feed';
export const requestStream = (requestId: number) => `request:${requestId}`;

/** Where the sequences and the feed's window live; one per app (AppServices.liveEvents). */
export interface LiveEventLog {
  /** The stream's next sequence; two instances taking one at once get two, in commit order. */
  nextSequence(stream: string): Promise<number>;
  /** Takes the feed's next sequence and keeps the event with it, dropping what is past the window. */
  appendFeedEvent(event: Omit<RequestFeedPayload, 'sequence'>): Promise<number>;
  /** The stream's last sequence (0: nothing published yet). */
  currentSequence(stream: string): Promise<number>;
  /** The kept feed events after `after`, oldest first (at most the window's count, the newest). */
  feedEventsAfter(after: number): Promise<RequestFeedPayload[]>;
}

type Db = Pick<PrismaClient, '$queryRaw' | 'liveStream' | 'liveEvent'>;

/** Tables LiveStream (one row per stream) and LiveEvent (the feed's window). */
export function postgresEventLog(prisma: Db, retention: Retention = LIVE_EVENT_RETENTION): LiveEventLog {
  return {
    // One statement: the upsert's row lock makes a concurrent publisher (on this instance or
    // another) wait for this commit, so sequences commit in order.
    async nextSequence(stream) {
      const [row] = await prisma.$queryRaw<{ sequence: number }[]>`
        INSERT INTO "LiveStream" ("name", "sequence") VALUES (${stream}, 1)
        ON CONFLICT ("name") DO UPDATE SET "sequence" = "LiveStream"."sequence" + 1
        RETURNING "sequence"`;
      return row!.sequence;
    },

    // Sequence, event and trimming in one statement (data-modifying CTEs share it), so the stored
    // window and the sequence agree.
    async appendFeedEvent(event) {
      const payload = JSON.stringify(event);
      const [row] = await prisma.$queryRaw<{ sequence: number }[]>`
        WITH taken AS (
          INSERT INTO "LiveStream" ("name", "sequence") VALUES (${FEED_STREAM}, 1)
          ON CONFLICT ("name") DO UPDATE SET "sequence" = "LiveStream"."sequence" + 1
          RETURNING "sequence"
        ), kept AS (
          INSERT INTO "LiveEvent" ("stream", "sequence", "payload")
          SELECT ${FEED_STREAM}, "sequence", ${payload}::jsonb FROM taken
        ), dropped AS (
          DELETE FROM "LiveEvent"
          WHERE "stream" = ${FEED_STREAM}
            AND ("sequence" <= (SELECT "sequence" FROM taken) - ${retention.events}::int
              OR "createdAt" < now() - make_interval(hours => ${retention.hours}::int))
        )
        SELECT "sequence" FROM taken`;
      return row!.sequence;
    },

    async currentSequence(stream) {
      const row = await prisma.liveStream.findUnique({ where: { name: stream }, select: { sequence: true } });
      return row?.sequence ?? 0;
    },

    async feedEventsAfter(after) {
      const rows = await prisma.liveEvent.findMany({
        where: { stream: FEED_STREAM, sequence: { gt: after } },
        orderBy: { sequence: 'asc' },
        take: retention.events,
        select: { sequence: true, payload: true },
      });
      return rows.map((row) => ({ ...(row.payload as unknown as RequestFeedPayload), sequence: row.sequence }));
    },
  };
}
