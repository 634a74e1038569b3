import { createHash } from 'node:crypto';

/** `__Host-` prefix and Secure only over HTTPS: browsers ignore both on plain http://localhost. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

/** Sessions are stored by hash, so a leaked database row cannot be replayed as a cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        // A mangled cookie is no session, not a server error.
        return undefined;
      }
    }
  }
  return undefined;
}
