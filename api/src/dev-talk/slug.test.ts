import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugFromTitle, slugIsFrozen, uniqueSlug } from './slug.ts';

describe('slugFromTitle', () => {
  it('is lower-case words joined by hyphens, without accents or punctuation', () => {
    expect(slugFromTitle('Welcome to Cartridge Vault!')).toBe('welcome-to-cartridge-vault');
    expect(slugFromTitle('  Pokémon: Red & Blue — what’s new?  ')).toBe('pokemon-red-blue-whats-new');
    expect(slugFromTitle('The API, v1.2')).toBe('the-api-v1-2');
  });

  it(`stays within ${SLUG_MAX} characters, cut between words`, () => {
    const slug = slugFromTitle('A very long title '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugFromTitle('x'.repeat(200))).toBe('x'.repeat(SLUG_MAX));
  });

  it('falls back to "post" when the title has no Latin letters or digits', () => {
    expect(slugFromTitle('ポケモン')).toBe('post');
    expect(slugFromTitle('!!!')).toBe('post');
  });
});

describe('uniqueSlug', () => {
  it('numbers a slug that is taken, from 2', () => {
    expect(uniqueSlug('launch', new Set())).toBe('launch');
    expect(uniqueSlug('launch', new Set(['launch']))).toBe('launch-2');
    expect(uniqueSlug('launch', new Set(['launch', 'launch-2']))).toBe('launch-3');
  });

  it('never gives a word the routes use, and keeps a numbered slug within the limit', () => {
    expect(uniqueSlug('new', new Set())).toBe('new-2');
    expect(uniqueSlug('feed', new Set())).toBe('feed-2');
    const long = 'a'.repeat(SLUG_MAX);
    expect(uniqueSlug(long, new Set([long]))).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
  });
});

describe('slugIsFrozen', () => {
  it('lets a draft follow its title and freezes the address once published', () => {
    expect(slugIsFrozen({ publishedAt: null })).toBe(false);
    expect(slugIsFrozen({ publishedAt: new Date('2026-01-01') })).toBe(true);
  });
});
