import { describe, expect, it } from 'vitest';
import { loginPath } from './next-path.ts';

describe('the login link', () => {
  it('carries the page to return to', () => {
    expect(loginPath('/settings?x=1')).toBe('/auth?next=%2Fsettings%3Fx%3D1');
    expect(loginPath('/collection', 'signup')).toBe('/auth?next=%2Fcollection&mode=signup');
  });
});
