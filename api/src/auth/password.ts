// The module object, not its named exports: a test counts the calls (account-timing.test.ts).
import argon2 from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, OPTIONS);
}

// Checked when no account matches, so "no such user" costs as long as "wrong password" and
// response times do not tell which accounts exist.
let decoy: Promise<string> | undefined;

/** True when `secret` matches `storedHash`; with no hash, spends the same time and says no. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashSecret('decoy password nobody has');
    await argon2.verify(await decoy, secret).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, secret);
  } catch {
    // A malformed stored hash (e.g. a demo account's placeholder) matches nothing.
    return false;
  }
}
