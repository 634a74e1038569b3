/**
 * Rows fetched with `id IN (...)` come back in any order; this puts them in the order of `ids`
 * (a ranking, a random pick), leaving out ids that matched no row.
 */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
