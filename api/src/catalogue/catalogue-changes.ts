import type { Database } from '../db/database.ts';

/** Called after a commit that changed what the catalogue shows (a game, its versions, a console). */
export type CatalogueChangeListener = () => Promise<void> | void;

// Keyed by database: each app (and each test's app) hears only the writes to its own data.
const listeners = new WeakMap<Database, Set<CatalogueChangeListener>>();

/** Hears every catalogue change on `db` until the returned function is called. */
export function onCatalogueChange(db: Database, listener: CatalogueChangeListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * After the commit: whatever keeps catalogue answers (the GraphQL response cache) drops them.
 * Awaited by the writer, so the next read, from anyone, sees the change.
 */
export async function catalogueChanged(db: Database): Promise<void> {
  await Promise.all([...(listeners.get(db) ?? [])].map(async (listener) => listener()));
}
