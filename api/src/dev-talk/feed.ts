// The Atom feed of Dev Talk (/dev-talk/feed.xml), written by a maintained library so it is valid
// XML whatever a title holds. Every link is absolute, built from SITE_ORIGIN.
import { Feed } from 'feed';
import sanitizeHtml from 'sanitize-html';
import { withAbsoluteLinks } from './render.ts';

export interface FeedPost {
  slug: string;
  title: string;
  contentHtml: string;
  publishedAt: Date;
  updatedAt: Date;
  author: { username: string; displayName: string | null } | null;
}

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 20;

export const postUrl = (siteOrigin: string, slug: string) =>
  new URL(`/dev-talk/${encodeURIComponent(slug)}`, siteOrigin).href;

/** Atom 1.0 for the given published posts, newest first. */
export function devTalkAtom(posts: readonly FeedPost[], siteOrigin: string): string {
  const home = new URL('/dev-talk', siteOrigin).href;
  const feed = new Feed({
    id: home,
    link: home,
    title: 'Cartridge Vault Dev Talk',
    description: 'News and notes from the developer of Cartridge Vault.',
    language: 'en',
    copyright: 'Cartridge Vault',
    favicon: new URL('/favicon.svg', siteOrigin).href,
    feedLinks: { atom: new URL('/dev-talk/feed.xml', siteOrigin).href },
    // A feed with no posts still needs a stable <updated>; the epoch says "never".
    updated: posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), new Date(0)),
    generator: false,
  });
  for (const post of posts) {
    const link = postUrl(siteOrigin, post.slug);
    feed.addItem({
      id: link,
      link,
      // The library writes entry titles as type="html": a title is text, so its "<" is escaped.
      title: sanitizeHtml(post.title, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' }),
      date: post.updatedAt,
      published: post.publishedAt,
      content: withAbsoluteLinks(post.contentHtml, siteOrigin),
      author: post.author
        ? [
            {
              name: post.author.displayName ?? post.author.username,
              link: new URL(`/user/${encodeURIComponent(post.author.username)}`, siteOrigin).href,
            },
          ]
        : [],
    });
  }
  return feed.atom1();
}
