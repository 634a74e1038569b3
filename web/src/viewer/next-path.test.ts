import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './next-path.ts';

describe('returning after login', () => {
  it('goes back to the page the person was on, with its query string', () => {
    expect(safeNextPath('/change-info?mode=email')).toBe('/change-info?mode=email');
  });

  it('never leaves the site or loops back to the login screen', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/auth?next=/x',
    ]) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it('builds a login link that carries the page to return to', () => {
    expect(loginPath('/settings?x=1')).toBe('/auth?next=%2Fsettings%3Fx%3D1');
    expect(loginPath('/collection', 'signup')).toBe('/auth?next=%2Fcollection&mode=signup');
  });
});
