// The console list every games, add-game and edit-game screen shows in its filter or select: a
// few dozen rows that only moderators change. Kept in memory per database so those screens stay
// within their statement budget; a console change on this instance drops it at once
// (catalogueChanged), one on another instance shows here within CONSOLE_LIST_TTL_MS, the same
// minute the REST facade lets clients cache /consoles.
import type { Database } from '../db/database.ts';
import { onCatalogueChange } from './catalogue-changes.ts';

export const CONSOLE_LIST_TTL_MS = 60_000;

type ConsoleRow = Awaited<ReturnType<Database['prisma']['console']['findMany']>>[number];

const lists = new WeakMap<Database, { rows: Promise<ConsoleRow[]>; at: number }>();
const listening = new WeakSet<Database>();

/** Every console, by manufacturer then name (all columns: a handful of short fields). */
export function consoleList(db: Database, now = Date.now()): Promise<ConsoleRow[]> {
  const kept = lists.get(db);
  if (kept && now - kept.at < CONSOLE_LIST_TTL_MS) return kept.rows;
  if (!listening.has(db)) {
    listening.add(db);
    onCatalogueChange(db, () => {
      lists.delete(db);
    });
  }
  const rows = db.prisma.console.findMany({ orderBy: [{ manufacturer: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
  lists.set(db, { rows, at: now });
  // A failed read is not kept: the next screen asks again.
  rows.catch(() => lists.delete(db));
  return rows;
}
