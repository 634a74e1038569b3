import type { Database } from '../db/database.ts';
import { hashToken, readCookie, sessionCookieName } from './session-cookie.ts';

export interface Viewer {
  id: number;
  username: string;
  role: 'USER' | 'MODERATOR' | 'ADMIN';
}

/** The signed-in user behind a request's session cookie, or null for a visitor. */
export async function findViewer(prisma: Database['prisma'], cookieHeader: string | null): Promise<Viewer | null> {
  const token = readCookie(cookieHeader, sessionCookieName(true)) ?? readCookie(cookieHeader, sessionCookieName(false));
  if (!token) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, user: { select: { id: true, username: true, role: true } } },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  return session.user;
}
