/**
 * Where to go after logging in: the `next` the login prompt put in the URL when it is a path on
 * this site; anything else (another origin, `//evil.example`, `javascript:`) goes home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/auth')) return '/';
  return next;
}

/** The login screen's address that returns to `path` afterwards. */
export function loginPath(path: string, mode: 'login' | 'signup' = 'login'): string {
  const params = new URLSearchParams({ next: path });
  if (mode === 'signup') params.set('mode', 'signup');
  return `/auth?${params.toString()}`;
}
