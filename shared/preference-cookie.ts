import { stringifySetCookie } from 'cookie';

// The browser keeps the preferences in localStorage; the cookie copy only tells the server how to
// render the next page (web/src/ssr/preference-cookies.ts). The server writes one only when the
// reader has no script to do it (api/src/http/terms-agreement.ts).

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const preferenceCookieName = (key: string) => `pref_${key}`;

/** The Set-Cookie value (also a document.cookie assignment) for one preference; null removes it. */
export function preferenceSetCookie(key: string, value: string | null, secure: boolean): string {
  return stringifySetCookie({
    name: preferenceCookieName(key),
    value: value ?? '',
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: value === null ? 0 : YEAR_SECONDS,
  });
}
