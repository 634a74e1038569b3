// Where idempotency keys live (issue 27, N11): one IdempotentWrite row per viewer and key. The row
// is inserted before the mutation runs, and the unique (scope, key) pair decides which of two
// concurrent requests runs it: PostgreSQL lets exactly one INSERT … ON CONFLICT DO NOTHING add
// the row, the other sees nothing added and waits for the first one's answer.
import { createHash } from 'node:crypto';
import { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/database.ts';

/** Idempotency keys' limits; the README's security table lists each (limits-readme.test.ts). */
export const IDEMPOTENCY_LIMITS = {
  /** How long a key's answer is kept: a retry within this returns it. */
  keepSeconds: 24 * 60 * 60,
  /** How long a retry waits for a concurrent first request before answering 409. */
  waitMs: 10_000,
  /** A claim with no answer after this is taken over (its process died mid-request). */
  staleClaimSeconds: 120,
  /** The longest key accepted, in characters. */
  maxKeyLength: 200,
} as const;

export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

export type ClaimOutcome =
  { kind: 'claimed'; id: number } | { kind: 'answered'; result: unknown } | { kind: 'mismatch' } | { kind: 'busy' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the key stands for: the same document, operation and variables give the same digest. */
export function writeFingerprint(text: string, operationName: string | null | undefined, variables: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([text, operationName ?? null, canonical(variables)]))
    .digest('hex');
}

// Keys sorted, so the same variables in another order are the same write; an uploaded file is
// its name, type and size (its bytes are not at hand without reading them twice).
function canonical(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File)
    return { file: value.name, type: value.type, size: value.size };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  return value ?? null;
}

export function createIdempotencyStore(db: Database, now: () => Date) {
  const prisma = db.prisma;
  const limits = IDEMPOTENCY_LIMITS;

  async function tryInsert(claim: KeyClaim, at: Date): Promise<number | null> {
    const [row] = await prisma.idempotentWrite.createManyAndReturn({
      data: [{ ...claim, claimedAt: at, expiresAt: new Date(at.getTime() + limits.keepSeconds * 1000) }],
      skipDuplicates: true,
      select: { id: true },
    });
    return row?.id ?? null;
  }

  return {
    /** Claims the key for this request, or says what an earlier request with it left. */
    async claim(claim: KeyClaim): Promise<ClaimOutcome> {
      const at = now();
      // Expired keys go first, this one's included: after a day a key is new again.
      await prisma.idempotentWrite.deleteMany({ where: { expiresAt: { lte: at } } });
      const deadline = Date.now() + limits.waitMs;
      for (;;) {
        const id = await tryInsert(claim, now());
        if (id !== null) return { kind: 'claimed', id };
        const row = await prisma.idempotentWrite.findUnique({
          where: { scope_key: { scope: claim.scope, key: claim.key } },
        });
        // Released between the insert and this read (the first request failed): try again.
        if (!row) continue;
        if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' };
        if (row.result !== null) return { kind: 'answered', result: row.result };
        const current = now();
        if (row.claimedAt.getTime() <= current.getTime() - limits.staleClaimSeconds * 1000) {
          const taken = await prisma.idempotentWrite.updateMany({
            where: { id: row.id, result: { equals: Prisma.DbNull }, claimedAt: row.claimedAt },
            data: { claimedAt: current },
          });
          if (taken.count === 1) return { kind: 'claimed', id: row.id };
        }
        if (Date.now() >= deadline) return { kind: 'busy' };
        await sleep(50);
      }
    },

    /** Keeps the first request's answer for the key's retries. */
    async answer(id: number, result: unknown): Promise<void> {
      await prisma.idempotentWrite.update({ where: { id }, data: { result: result as Prisma.InputJsonValue } });
    },

    /** Gives the key up: nothing was written, so a retry may run the write. */
    async release(id: number): Promise<void> {
      await prisma.idempotentWrite.deleteMany({ where: { id, result: { equals: Prisma.DbNull } } });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
