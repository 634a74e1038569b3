// The outbox's two statements. A claim takes due rows with FOR UPDATE SKIP LOCKED and moves their
// next attempt past the attempt's timeout (a lease), all in one statement, then the POSTs happen
// outside any transaction: instances and lanes never take the same row, and a crash mid-delivery
// leaves the row to come due again when its lease ends: a retry, never a loss. Times travel as
// epoch milliseconds and are stored as UTC, like Prisma's own.
import type { Database } from '../db/database.ts';
import { nextAttemptAt, WEBHOOK_DELIVERY } from '#shared/webhook-rules';
import type { AttemptOutcome } from './post-delivery.ts';

export interface ClaimedDelivery {
  id: bigint;
  eventId: string;
  createdAt: Date;
  attempts: number;
  url: string;
  secret: string;
  body: string;
}

export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return db.prisma.$queryRaw<ClaimedDelivery[]>`
    WITH due AS (
      SELECT id FROM "WebhookDelivery"
      WHERE "nextAttemptAt" <= to_timestamp(${now.getTime()}::float8 / 1000) AT TIME ZONE 'UTC'
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "WebhookDelivery" d
    SET "nextAttemptAt" = to_timestamp(${now.getTime() + leaseMs}::float8 / 1000) AT TIME ZONE 'UTC'
    FROM due, "Webhook" w
    WHERE d.id = due.id AND w.id = d."webhookId"
    RETURNING d.id, d."eventId"::text AS "eventId", d."createdAt", d.attempts, w.url, w.secret,
      d.payload::text AS body`;
}

/** Writes the outcome of a batch of attempts in one statement: delivered, retry later, or given up. */
export async function recordOutcomes(
  db: Database,
  attempts: { delivery: ClaimedDelivery; outcome: AttemptOutcome }[],
  now: Date,
  random: () => number = Math.random,
): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map(({ delivery, outcome }) => {
    const next = outcome.delivered ? null : nextAttemptAt(delivery.createdAt, delivery.attempts + 1, now, random());
    return {
      id: delivery.id.toString(),
      status: outcome.status,
      error: outcome.error,
      delivered: outcome.delivered,
      next: next?.getTime() ?? null,
    };
  });
  await db.prisma.$executeRaw`
    UPDATE "WebhookDelivery" d
    SET attempts = d.attempts + 1,
        "lastStatus" = r.status,
        "lastError" = r.error,
        "nextAttemptAt" = to_timestamp(r.next / 1000) AT TIME ZONE 'UTC',
        "deliveredAt" = CASE WHEN r.delivered THEN to_timestamp(${now.getTime()}::float8 / 1000) AT TIME ZONE 'UTC' END,
        "gaveUpAt" = CASE WHEN NOT r.delivered AND r.next IS NULL
                     THEN to_timestamp(${now.getTime()}::float8 / 1000) AT TIME ZONE 'UTC' END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(id bigint, status int, error text, delivered boolean, next float8)
    WHERE d.id = r.id AND d."deliveredAt" IS NULL`;
}

/**
 * Deletes up to `limit` delivered or given-up rows older than WEBHOOK_DELIVERY.keepLogMs (the log
 * keeps 30 days), oldest first; returns how many went. Rows still to be tried are never touched.
 */
export async function pruneDeliveryLog(db: Database, now: Date, limit = 10_000): Promise<number> {
  const cutoff = now.getTime() - WEBHOOK_DELIVERY.keepLogMs;
  return db.prisma.$executeRaw`
    DELETE FROM "WebhookDelivery" WHERE id IN (
      SELECT id FROM "WebhookDelivery"
      WHERE "createdAt" < to_timestamp(${cutoff}::float8 / 1000) AT TIME ZONE 'UTC' AND "nextAttemptAt" IS NULL
      ORDER BY "createdAt"
      LIMIT ${limit})`;
}
