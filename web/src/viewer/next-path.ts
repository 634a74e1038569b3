/** The login screen's address that returns to `path` afterwards. */
export function loginPath(path: string, mode: 'login' | 'signup' = 'login'): string {
  const params = new URLSearchParams({ next: path });
  if (mode === 'signup') params.set('mode', 'signup');
  return `/auth?${params.toString()}`;
}
