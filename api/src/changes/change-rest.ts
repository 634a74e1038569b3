// The change feed's page in the REST facade (/api/v1/changes, routes.ts).
import type { SqlRunner } from '../db/sql-runner.ts';
import { parsePosition, readChanges } from './change-feed.ts';

export const CHANGES_PATH = '/api/v1/changes';

/** The page after `after` (a position the router has checked) as the JSON body. */
export async function changePageBody(sql: Pick<SqlRunner, 'query'>, after: string, limit: number): Promise<string> {
  const changes = await readChanges(sql, parsePosition(after)!, limit);
  const last = changes.at(-1)?.position ?? after;
  return JSON.stringify({
    changes: changes.map(({ changedAt, ...change }) => ({ ...change, changed_at: changedAt })),
    next: `${CHANGES_PATH}?after=${last}&limit=${limit}`,
    caught_up: changes.length < limit,
  });
}
