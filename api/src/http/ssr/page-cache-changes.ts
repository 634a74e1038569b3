import type { Database } from '../../db/database.ts';
import { onCatalogueChange } from '../../catalogue/catalogue-changes.ts';
import type { PubSub, RequestFeedKind } from '../../pubsub.ts';
import type { PageCache } from './page-cache.ts';

// A game's page counts the requests waiting for votes about it: opening or closing one changes it.
// A vote or a comment does not.
const COUNT_CHANGES: ReadonlySet<RequestFeedKind> = new Set(['CREATED', 'RESOLVED', 'MODERATED']);

/**
 * Empties the page cache whenever what its pages show changes, on whichever instance the write
 * was made (the events cross Redis): at once for this instance's own catalogue writes, so the
 * writer's next page shows the change. Returns the function that stops listening.
 */
export function emptyPageCacheOnChanges(cache: PageCache, db: Database, pubsub: PubSub): () => Promise<void> {
  const stopLocal = onCatalogueChange(db, () => {
    cache.clear();
    pubsub.publish('catalogueChanged', { at: new Date().toISOString() });
  });
  const catalogue = pubsub.subscribe('catalogueChanged');
  const feed = pubsub.subscribe('requestFeed');
  const listening = Promise.all([
    (async () => {
      for await (const _change of catalogue) cache.clear();
    })(),
    (async () => {
      for await (const event of feed) if (COUNT_CHANGES.has(event.kind)) cache.clear();
    })(),
  ]);
  return async () => {
    stopLocal();
    await Promise.all([catalogue.return?.(), feed.return?.()]);
    await listening;
  };
}
