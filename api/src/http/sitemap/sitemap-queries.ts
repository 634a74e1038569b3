// Which addresses the sitemaps list. Game pages come in fixed id ranges of SITEMAP_PAGE_SIZE
// (games-1.xml holds ids 1–50,000, games-2.xml the next 50,000 ids...): each page is one seek
// through the primary key, a game stays on the same page for good, and no page can outgrow the
// protocol's 50,000 URLs whatever the catalogue's size.
import type { Database } from '../../db/database.ts';

/** The sitemap protocol's most URLs in one file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * The numbers of the game pages that hold at least one game, in order: one probe of the primary
 * key per page (a skip scan from range to range), not a read of every id.
 */
export async function gameSitemapPages(db: Database): Promise<number[]> {
  const rows = await db.sql.query<{ page: number }>(
    `WITH RECURSIVE first_ids(id) AS (
       SELECT min(id) FROM "Game"
       UNION ALL
       SELECT (SELECT min(g.id) FROM "Game" g WHERE g.id > ((f.id - 1) / $1 + 1) * $1)
       FROM first_ids f WHERE f.id IS NOT NULL
     )
     SELECT ((id - 1) / $1 + 1)::int AS page FROM first_ids WHERE id IS NOT NULL`,
    [SITEMAP_PAGE_SIZE],
    { prepare: true },
  );
  return rows.map((row) => row.page);
}

export interface SitemapGame {
  id: number;
  /** YYYY-MM-DD of the last change. */
  lastmod: string;
}

/** The games of page `page` (from 1), by id. */
export async function gameSitemapPage(db: Database, page: number): Promise<SitemapGame[]> {
  return db.sql.query<SitemapGame>(
    `SELECT id, to_char("updatedAt", 'YYYY-MM-DD') AS lastmod FROM "Game" WHERE id > $1 AND id <= $1 + $2 ORDER BY id LIMIT $2`,
    [(page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE],
    { prepare: true },
  );
}

export interface SitemapPost {
  slug: string;
  updatedAt: Date;
}

/** Published Dev Talk posts, newest first; a blog stays far below one sitemap's size. */
export async function publishedPosts(db: Database): Promise<SitemapPost[]> {
  return db.prisma.devTalkPost.findMany({
    where: { published: true, publishedAt: { not: null } },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: SITEMAP_PAGE_SIZE - 100,
    select: { slug: true, updatedAt: true },
  });
}
