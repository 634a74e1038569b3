import { randomBytes } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { SESSION } from '#shared/account-rules';
import { addDays } from '#shared/calendar-date';
import type { Database } from '../db/database.ts';
import { hashToken, sessionCookieName } from './session-cookie.ts';

/** A new opaque token (256 bits); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session for a user: the cookie token and the session's id. */
export async function startSession(
  prisma: Pick<Database['prisma'], 'session'>,
  userId: number,
  userAgent: string | null,
  now = new Date(),
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const session = await prisma.session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: addDays(now, SESSION.absoluteDays),
      // Shown in the session list so people can tell their devices apart; bounded, it is user input.
      userAgent: userAgent?.slice(0, 300) ?? null,
    },
    select: { id: true },
  });
  return { token, sessionId: session.id };
}

/** The moment before which a session's last use means it has gone idle. */
export function idleCutoff(now = new Date()): Date {
  return addDays(now, -SESSION.idleDays);
}

// Serialised by the `cookie` library: HttpOnly, SameSite=Lax, and Secure only over HTTPS.
const SESSION_COOKIE_ATTRIBUTES = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

export function sessionCookie(token: string, secure: boolean): string {
  return stringifySetCookie(sessionCookieName(secure), token, {
    ...SESSION_COOKIE_ATTRIBUTES,
    maxAge: SESSION.absoluteDays * 86_400,
    secure,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return stringifySetCookie(sessionCookieName(secure), '', { ...SESSION_COOKIE_ATTRIBUTES, maxAge: 0, secure });
}
