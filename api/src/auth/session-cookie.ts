import { createHash } from 'node:crypto';
import { parseCookie } from 'cookie';

/** `__Host-` prefix and Secure only over HTTPS: browsers ignore both on plain http://localhost. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

/** Sessions are stored by hash, so a leaked database row cannot be replayed as a cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The named cookie of a Cookie header; a mangled value is no session, not a server error. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}
