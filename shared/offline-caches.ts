// The service worker's runtime caches. scripts/build/offline-app.ts fills them; the web empties
// the ones holding what a member saw when they log out (web/src/offline/forget-personal-pages.ts).

export const OFFLINE_CACHES = {
  /** Server-rendered pages, each with the data it was rendered from. */
  pages: 'cv-pages',
  /** Answers to persisted GraphQL queries (GET /graphql?documentId=…), for in-app navigation. */
  reads: 'cv-graphql-reads',
  /** Box art and other stored images, in the widths pages asked for. */
  images: 'cv-images',
  /** Font files not in the precache (the Japanese font's slices and stylesheet, other scripts' Roboto). */
  fonts: 'cv-fonts',
  /** The interface's catalogues (nl, fr, es, ja) a reader used: a reader needs one, not four. */
  catalogues: 'cv-catalogues',
} as const;

/** What a signed-in member saw (their collection, their requests): not left behind at logout. */
export const PERSONAL_CACHES: readonly string[] = [OFFLINE_CACHES.pages, OFFLINE_CACHES.reads];
