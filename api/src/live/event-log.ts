// Sequences and the stored window of live events, so a client that lost its socket is sent what
// it missed when it subscribes again (issue 25). Every request event carries its request's
// sequence and every feed event the feed's; a client sends the last one it saw as the
// subscription's `after` argument.
// - A request's watchers need only its current state, which the database holds: its stream keeps
//   just the sequence, and a watcher behind it is sent one event with the state as of now.
// - The feed's events are each shown: they are kept for LIVE_EVENT_RETENTION and replayed in
//   order. Past the window the client gets what is kept, the newest events, which is what the
//   feed shows anyway (the last FEED_LENGTH of them).
// Kept in PostgreSQL (PGlite alone), which every instance shares, also when Redis carries the
// events between instances.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { RequestFeedPayload } from '../pubsub.ts';

/** How long, and how many, feed events are kept for a catch-up. */
export const LIVE_EVENT_RETENTION = { hours: 24, events: 1000 } as const;

/** The most feed events one catch-up sends. */
const REPLAY_LIMIT = LIVE_EVENT_RETENTION.events;

export const FEED_STREAM = 'feed';
export const requestStream = (requestId: number) => `request:${requestId}`;

type Db = Pick<PrismaClient, '$queryRaw' | 'liveStream' | 'liveEvent'>;

/**
 * The stream's next sequence, taken in one statement: the upsert's row lock makes a concurrent
 * publisher (on this instance or another) wait for this commit, so sequences commit in order.
 */
export async function nextSequence(prisma: Db, stream: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ sequence: number }[]>`
    INSERT INTO "LiveStream" ("name", "sequence") VALUES (${stream}, 1)
    ON CONFLICT ("name") DO UPDATE SET "sequence" = "LiveStream"."sequence" + 1
    RETURNING "sequence"`;
  return row!.sequence;
}

/**
 * Takes the feed's next sequence and keeps the event, dropping what is past the window, in one
 * statement (data-modifying CTEs share it), so the stored window and the sequence agree.
 */
export async function appendFeedEvent(prisma: Db, event: Omit<RequestFeedPayload, 'sequence'>): Promise<number> {
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
        AND ("sequence" <= (SELECT "sequence" FROM taken) - ${LIVE_EVENT_RETENTION.events}::int
          OR "createdAt" < now() - make_interval(hours => ${LIVE_EVENT_RETENTION.hours}::int))
    )
    SELECT "sequence" FROM taken`;
  return row!.sequence;
}

/** The stream's last sequence (0: nothing published yet). */
export async function currentSequence(prisma: Db, stream: string): Promise<number> {
  const row = await prisma.liveStream.findUnique({ where: { name: stream }, select: { sequence: true } });
  return row?.sequence ?? 0;
}

/** The kept feed events after `after`, oldest first. */
export async function feedEventsAfter(prisma: Db, after: number): Promise<RequestFeedPayload[]> {
  const rows = await prisma.liveEvent.findMany({
    where: { stream: FEED_STREAM, sequence: { gt: after } },
    orderBy: { sequence: 'asc' },
    take: REPLAY_LIMIT,
    select: { sequence: true, payload: true },
  });
  return rows.map((row) => ({ ...(row.payload as unknown as RequestFeedPayload), sequence: row.sequence }));
}
