import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/rules';
import { adminPath, adminTabFromUrl, adminTabsFor, userSearchFromUrl } from './admin-url.ts';

const at = (path: string) => new URL(path, 'https://cartridgevault.example');

describe('the admin address', () => {
  it('opens the users section by default and for an unknown tab', () => {
    expect(adminTabFromUrl(at('/admin'))).toBe('users');
    expect(adminTabFromUrl(at('/admin?tab=bogus'))).toBe('users');
    expect(adminTabFromUrl(at('/admin?tab=outbox'))).toBe('outbox');
  });

  it('offers moderators the request feed and the important email only', () => {
    expect(adminTabsFor('MODERATOR')).toEqual(['feed', 'email']);
    expect(adminTabsFor('ADMIN')).toEqual(['users', 'outbox', 'feed', 'email', 'keys']);
    expect(adminTabFromUrl(at('/admin?tab=outbox'), 'MODERATOR')).toBe('feed');
    expect(adminTabFromUrl(at('/admin?tab=email'), 'MODERATOR')).toBe('email');
    expect(adminTabFromUrl(at('/admin?tab=feed'), 'ADMIN')).toBe('feed');
  });

  it('reads a trimmed search and treats a blank one as none', () => {
    expect(userSearchFromUrl(at('/admin?q=%20kate%20'))).toBe('kate');
    expect(userSearchFromUrl(at('/admin?q=%20%20'))).toBeNull();
    expect(userSearchFromUrl(at('/admin'))).toBeNull();
    expect(userSearchFromUrl(at(`/admin?q=${'a'.repeat(500)}`))).toHaveLength(LIMITS.searchQueryMax);
  });

  it('round-trips a section and a search through the address', () => {
    const url = at(adminPath('users', 'kate & co'));
    expect(adminTabFromUrl(url)).toBe('users');
    expect(userSearchFromUrl(url)).toBe('kate & co');
    expect(adminPath('outbox', 'ignored')).toBe('/admin?tab=outbox');
  });
});
