import type { Database } from '../src/db/database.ts';
import type { Role } from '#shared/account-rules';
import { hashSecret } from '../src/auth/password.ts';
import { startSession } from '../src/auth/sessions.ts';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/**
 * A user straight in the database with a live session: `cookie` is the header that session's
 * browser sends, with a verified email address unless `verified: false`. Every test user has TEST_PASSWORD (hashed once per file: argon2 is slow on purpose).
 */
export async function createTestUser(
  db: Database,
  username: string,
  options: { role?: Role; email?: string; locale?: string; verified?: boolean } = {},
): Promise<{ id: number; username: string; email: string; cookie: string }> {
  passwordHash ??= hashSecret(TEST_PASSWORD);
  const email = options.email ?? `${username.toLowerCase()}@example.org`;
  const user = await db.prisma.user.create({
    data: {
      username,
      usernameKey: username.toLowerCase(),
      email,
      passwordHash: await passwordHash,
      role: options.role ?? 'USER',
      ...(options.locale && { locale: options.locale }),
      // Verified unless a test says otherwise: most tests are about members who may vote.
      emailVerifiedAt: options.verified === false ? null : new Date(),
      emailPreferences: { create: {} },
    },
    select: { id: true },
  });
  const { token } = await startSession(db.prisma, user.id, 'vitest');
  return { id: user.id, username, email, cookie: `session=${token}` };
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** Another live session of a user (a second browser): the Cookie header it sends. */
export async function openSession(db: Database, userId: number, userAgent = 'vitest'): Promise<string> {
  const { token } = await startSession(db.prisma, userId, userAgent);
  return `session=${token}`;
}

/** Everything stored about an account, to show a refused change altered none of it. */
export function accountSnapshot(db: Database, userId: number) {
  return db.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: { emailPreferences: true, sessions: { select: { id: true }, orderBy: { id: 'asc' } } },
  });
}
