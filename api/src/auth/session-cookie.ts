import { createHash, randomBytes } from 'node:crypto';

/** `__Host-` prefix and Secure only over HTTPS: browsers ignore both on plain http://localhost. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
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
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}
