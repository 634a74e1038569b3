import { PERSONAL_CACHES } from '#shared/offline-caches';

/**
 * Empties the caches that hold pages and answers as the member saw them, so that after a logout
 * nobody reads their collection or requests offline on this browser. Images, fonts and the app's
 * code are the same for everyone and stay.
 */
export async function forgetPersonalPages(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(PERSONAL_CACHES.map((name) => storage.delete(name)));
}
