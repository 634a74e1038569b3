// Per-member limits (5 webhooks, 10 live API keys) are checked by counting, then writing. Two
// requests at once could both count one under the limit and both write; holding the member's row
// lock for the count and the write makes the second wait until the first has committed.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from './database.ts';

export function whileMemberLocked<T>(
  prisma: Database['prisma'],
  userId: number,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    return fn(tx);
  });
}
