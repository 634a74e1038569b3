import type { Database } from '../db/database.ts';
import type { Role } from '../domain/account-rules.ts';
import { SESSION } from '../domain/account-rules.ts';
import { hashToken, readCookie, sessionCookieName } from './session-cookie.ts';
import { idleCutoff } from './sessions.ts';

export interface Viewer {
  id: number;
  username: string;
  role: Role;
  /** The session this request came with: "this device" in the session list, the one logout ends. */
  sessionId: number;
}

/**
 * The signed-in user behind a request's session cookie, or null for a visitor. A session ends
 * at its absolute expiry or after SESSION.idleDays without use.
 */
export async function findViewer(
  prisma: Database['prisma'],
  cookieHeader: string | null,
  now = new Date(),
): Promise<Viewer | null> {
  const token = readCookie(cookieHeader, sessionCookieName(true)) ?? readCookie(cookieHeader, sessionCookieName(false));
  if (!token) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, lastSeenAt: true, user: { select: { id: true, username: true, role: true } } },
  });
  if (!session || session.expiresAt <= now || session.lastSeenAt <= idleCutoff(now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION.touchEveryMinutes * 60_000) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return { ...session.user, sessionId: session.id };
}
