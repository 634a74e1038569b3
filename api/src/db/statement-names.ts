// Named statements on PostgreSQL. node-postgres parses a named statement once per connection and
// binds it after that, and PostgreSQL may then keep one generic plan for it instead of planning the
// text again on every request: Prisma's relation-join reads took 10-70 ms to plan each time.
// Every named text stays prepared for the connection's life, so the number of texts is bounded.
import { createHash } from 'node:crypto';

/** The same SQL text has the same name on every connection and in every process. */
export function statementName(sql: string): string {
  return `cv_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

/** How many of Prisma's statement texts one process keeps prepared: each connection may hold them all. */
export const PRISMA_PREPARED_TEXTS = 300;

/**
 * Prisma's `statementNameGenerator` (adapter-pg). A text is named from its second use on, for at
 * most `max` texts; the rest run as the unnamed statement (''), as before. Texts differ by query
 * shape (which fields a selection reads), not by values, so the site's own reads take the slots
 * early, and a stream of one-off shapes (an integrator's ad-hoc queries) never pins memory in
 * every PostgreSQL backend.
 */
export function prismaStatementNames(max = PRISMA_PREPARED_TEXTS): (query: { sql: string }) => string {
  const named = new Map<string, string>();
  let seenOnce = new Set<string>();
  return ({ sql }) => {
    const name = named.get(sql);
    if (name !== undefined) return name;
    if (named.size >= max) return '';
    if (!seenOnce.has(sql)) {
      // Forgetting the one-off texts now and then keeps this set as bounded as the names.
      if (seenOnce.size >= max) seenOnce = new Set();
      seenOnce.add(sql);
      return '';
    }
    seenOnce.delete(sql);
    const fresh = statementName(sql);
    named.set(sql, fresh);
    return fresh;
  };
}
