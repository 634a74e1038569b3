import type { Prisma } from '../generated/prisma/client.ts';
import { searchKey } from './search-key.ts';

/**
 * Every word of the query must occur in the game's normalised search key (title plus version
 * titles). `contains` becomes LIKE '%…%', which the pg_trgm GIN index serves.
 */
export function gameSearchWhere(search: string | null | undefined): Prisma.GameWhereInput {
  const words = searchKey(search ?? '').split(' ').filter(Boolean);
  if (words.length === 0) return {};
  return { AND: words.map((word) => ({ searchKey: { contains: word } })) };
}
