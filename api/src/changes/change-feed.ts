// The catalogue's change feed (issue 29): every change to a console, company, game, version or
// history entry, in one order, each with the row as it is now (the same JSON as the dump's file of
// its type) or null once it is gone. A mirror applies the rows in order: the state when there is
// one, a deletion when there is none. The CatalogueChange rows are written by triggers (migration
// catalogue_change_feed), so no writer can forget one.
//
// Why (xid, id) and not id alone: ids are drawn when a row is written, not when its transaction
// commits, so a reader following ids would step past a change that commits after a later one.
// The feed gives only changes of transactions older than every transaction still running
// (pg_snapshot_xmin), in (xid, id) order: whatever commits later has a larger xid than any
// position already given, so it is never skipped.
import type { SqlRunner } from '../db/sql-runner.ts';
import { DUMP_TYPES, rowByIdSql } from '../dumps/dump-types.ts';

export const CHANGE_FEED_PAGE = { default: 1000, max: 1000 } as const;
/** The feed's start: before every change. */
export const FEED_START = '0-0';
const POSITION = /^(\d{1,19})-(\d{1,19})$/;
/** Why an `after` was refused, in REST and GraphQL alike. */
export const POSITION_RULE = 'after must be a position the feed gave (two numbers joined by -)';
const MAX_BIGINT = 9223372036854775807n;

export type ChangeOperation = 'created' | 'updated' | 'deleted';

export interface CatalogueChange {
  /** Where this change is in the feed: ask for the changes after it. */
  position: string;
  /** The dump file type its state is a row of (games, versions...). */
  type: string;
  id: number;
  operation: ChangeOperation;
  /** The row now; null when it is gone (deleted then, or since), so a mirror drops it. */
  state: Record<string, unknown> | null;
  changedAt: string;
}

/** The (xid, id) pair a position names, or null when the text is no position of this feed. */
export function parsePosition(text: string): { xid: string; id: string } | null {
  const match = POSITION.exec(text);
  if (!match || BigInt(match[1]!) > MAX_BIGINT || BigInt(match[2]!) > MAX_BIGINT) return null;
  return { xid: match[1]!, id: match[2]! };
}

const typeOf = new Map(DUMP_TYPES.map((type) => [type.entity, type.name]));
const stateCases = DUMP_TYPES.map((type) => `WHEN '${type.entity}' THEN ${rowByIdSql(type, 'p."entityId"')}`).join(
  '\n    ',
);

// One statement a page: the changes, then each one's row as it is now.
const PAGE_SQL = `
  WITH page AS (
    SELECT id, xid, entity, "entityId", operation, "createdAt" FROM "CatalogueChange"
    WHERE (xid, id) > ($1::text::xid8, $2::bigint) AND xid < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY xid, id LIMIT $3
  )
  SELECT p.xid::text || '-' || p.id::text AS position, p.entity::text AS entity, p."entityId" AS "entityId",
    p.operation::text AS operation, p."createdAt" AS "changedAt",
    CASE p.entity::text
    ${stateCases}
    END AS state
  FROM page p ORDER BY p.xid, p.id`;

interface PageRow {
  position: string;
  entity: string;
  entityId: number;
  operation: string;
  changedAt: Date | string;
  state: unknown;
}

/** Up to `limit` changes after `after` (a position from parsePosition), oldest first. */
export async function readChanges(
  sql: Pick<SqlRunner, 'query'>,
  after: { xid: string; id: string },
  limit: number,
): Promise<CatalogueChange[]> {
  const rows = await sql.query<PageRow>(PAGE_SQL, [after.xid, after.id, limit], { prepare: true });
  return rows.map((row) => {
    // PGlite hands json back parsed, node-postgres too; a string is parsed here all the same.
    const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as Record<string, unknown> | null;
    return {
      position: row.position,
      type: typeOf.get(row.entity as never)!,
      id: row.entityId,
      operation: state === null ? 'deleted' : (row.operation.toLowerCase() as ChangeOperation),
      state,
      changedAt: new Date(row.changedAt).toISOString(),
    };
  });
}

/**
 * The position a snapshot is consistent with, read inside its transaction: every change of a
 * transaction older than the oldest one still running is in it. Later ones may be too; a mirror
 * that applies them again ends the same.
 */
export async function snapshotPosition(tx: Pick<SqlRunner, 'query'>): Promise<string> {
  const [row] = await tx.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
  return `${row!.xmin}-0`;
}
