import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../context.ts';
import { devTalkAtom, FEED_SIZE } from '../dev-talk/feed.ts';
import { DATABASE_UNAVAILABLE_HEADERS } from '../db/unavailable.ts';

export const DEV_TALK_FEED_PATH = '/dev-talk/feed.xml';

/** The Atom feed of the newest published Dev Talk posts; drafts never appear in it. */
export async function serveDevTalkFeed(
  services: Pick<AppServices, 'db' | 'config'>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  try {
    const posts = await services.db.prisma.devTalkPost.findMany({
      where: { published: true, publishedAt: { not: null } },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: FEED_SIZE,
      select: {
        slug: true,
        title: true,
        contentHtml: true,
        publishedAt: true,
        updatedAt: true,
        author: { select: { username: true, displayName: true } },
      },
    });
    const xml = devTalkAtom(
      posts.map((post) => ({ ...post, publishedAt: post.publishedAt! })),
      services.config.SITE_ORIGIN,
    );
    res.writeHead(200, {
      'content-type': 'application/atom+xml; charset=utf-8',
      // Readers poll; a few minutes' delay for a new post is fine and spares the database.
      'cache-control': 'public, max-age=300',
      'content-length': Buffer.byteLength(xml),
    });
    res.end(req.method === 'HEAD' ? undefined : xml);
  } catch {
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...DATABASE_UNAVAILABLE_HEADERS,
    });
    res.end('The feed is not available right now.');
  }
}
