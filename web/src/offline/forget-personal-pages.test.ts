// Logging out empties the caches that hold what the member saw, and only those.
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES, PERSONAL_CACHES } from '#shared/offline-caches';
import { forgetPersonalPages } from './forget-personal-pages.ts';

describe('forgetting the pages a member saw', () => {
  it("deletes the pages and GraphQL answers, keeps the images and fonts everyone's pages share", async () => {
    const kept = new Set<string>(Object.values(OFFLINE_CACHES));
    const storage = { delete: async (name: string) => kept.delete(name) } as CacheStorage;
    await forgetPersonalPages(storage);
    expect([...kept].sort()).toEqual([OFFLINE_CACHES.catalogues, OFFLINE_CACHES.fonts, OFFLINE_CACHES.images].sort());
    expect(PERSONAL_CACHES).toEqual([OFFLINE_CACHES.pages, OFFLINE_CACHES.reads]);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(forgetPersonalPages(undefined)).resolves.toBeUndefined();
  });
});
