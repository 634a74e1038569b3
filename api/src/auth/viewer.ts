import type { Database } from '../db/database.ts';
import type { Role } from '#shared/account-rules';
import { SESSION } from '#shared/account-rules';
import { hashToken, readCookie, sessionCookieName } from './session-cookie.ts';
import { idleCutoff } from './sessions.ts';
import type { ApiKeyGrant } from '../api-keys/api-key-auth.ts';

interface SessionRow {
  sessionId: number;
  expiresAt: Date | string;
  lastSeenAt: Date | string;
  id: number;
  username: string;
  role: Role;
  emailVerified: boolean;
}

export interface Viewer {
  id: number;
  username: string;
  role: Role;
  /** Opened the link mailed to their address (EMAIL_VERIFICATION): may vote, comment and submit requests. */
  emailVerified: boolean;
  /**
   * The session this request came with: "this device" in the session list, the one logout ends.
   * Null over a personal API key, which carries no session (api-keys/api-key-auth.ts).
   */
  sessionId: number | null;
  /** The API key this request came with; absent for a session. */
  apiKey?: ApiKeyGrant;
}

const SESSION_SQL = `SELECT s.id AS "sessionId", s."expiresAt", s."lastSeenAt", u.id, u.username,
  u.role::text AS role, u."emailVerifiedAt" IS NOT NULL AS "emailVerified"
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s."tokenHash" = $1`;

/**
 * The signed-in user behind a request's session cookie, or null for a visitor. A session ends
 * at its absolute expiry or after SESSION.idleDays without use. Only the cookie the scheme calls
 * for counts: over HTTPS a plain `session` cookie may have been set by a subdomain or an http
 * page (which `__Host-` rules out), so it is no session there.
 */
export async function findViewer(
  db: Pick<Database, 'prisma' | 'sql'>,
  cookieHeader: string | null,
  secure: boolean,
  now = new Date(),
): Promise<Viewer | null> {
  const token = readCookie(cookieHeader, sessionCookieName(secure));
  if (!token) return null;
  // Every signed-in request comes through here: one joined statement (Prisma's nested select would
  // send two), prepared once per connection and sent past Prisma's raw-query layer, which cost
  // more than the lookup itself.
  const [session] = await db.sql.query<SessionRow>(SESSION_SQL, [hashToken(token)], { prepare: true });
  if (!session) return null;
  const expiresAt = new Date(session.expiresAt);
  const lastSeenAt = new Date(session.lastSeenAt);
  if (expiresAt <= now || lastSeenAt <= idleCutoff(now)) return null;
  if (now.getTime() - lastSeenAt.getTime() > SESSION.touchEveryMinutes * 60_000) {
    await db.prisma.session.update({ where: { id: session.sessionId }, data: { lastSeenAt: now } });
  }
  return {
    id: session.id,
    username: session.username,
    role: session.role,
    emailVerified: session.emailVerified,
    sessionId: session.sessionId,
  };
}
