import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

const SITE = 'https://cartridgevault.test';

/** Where a link to `path` on this site takes the browser. */
const opened = (path: string) => new URL(path, SITE);

// Known open-redirect payloads (login `next` parameters), each as the value the screen reads.
const HOSTILE: string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/\t/evil.example/',
  '/%09/evil.example/',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%0d%0a/evil.example',
  '/%0A/evil.example',
  '/%09/%09/evil.example',
  '/%2F%2Fevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/../..//evil.example',
  '//%65vil.example',
  '//user@evil.example',
  ' //evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '/auth?next=//evil.example',
  '/%61uth?next=//evil.example',
];

describe('the path to return to after logging in', () => {
  it.each(HOSTILE)('sends %j home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it.each(HOSTILE)('sends %j home when it arrives encoded in the login address', (next) => {
    const value = new URLSearchParams(`next=${encodeURIComponent(next)}`).get('next');
    expect(safeNextPath(value)).toBe('/');
    // And as an attacker would write it, unencoded (`+` reads as a space there).
    const raw = new URLSearchParams(`next=${next}`).get('next');
    expect(opened(safeNextPath(raw)).origin).toBe(SITE);
  });

  it.each([
    ['/games?search=a#x', '/games?search=a#x'],
    ['/request/5', '/request/5'],
    ['/change-info?mode=email', '/change-info?mode=email'],
    ['/games?search=%2F%2Fevil.example', '/games?search=%2F%2Fevil.example'],
    ['/games?search=100%25', '/games?search=100%25'],
    ['/games/%E3%83%9E%E3%83%AA%E3%82%AA', '/games/%E3%83%9E%E3%83%AA%E3%82%AA'],
    ['/authors', '/authors'],
  ])('keeps the site path %j', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
    expect(opened(path).origin).toBe(SITE);
  });

  it('writes out what the browser would open, without the tabs and line breaks it drops', () => {
    expect(safeNextPath('/set\ttings?x=\n1')).toBe('/settings?x=1');
  });

  it('sends an empty or missing value home', () => {
    for (const next of ['', null, undefined]) expect(safeNextPath(next)).toBe('/');
  });
});
