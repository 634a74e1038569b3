// schema.org structured data of a page (JSON-LD), typed by schema-dts, and its one safe way into HTML.
import type { BlogPosting, BreadcrumbList, Graph, Organization, VideoGame } from 'schema-dts';
import { SITE_NAME } from '#shared/page-texts';

export interface GameFacts {
  title: string;
  console: string;
  developers: string[];
  publishers: string[];
  /** YYYY-MM-DD, the earliest version's release. */
  firstReleased: string | null;
  /** Absolute URL of the front box art shown for the game. */
  image: string | null;
  url: string;
}

export interface PostFacts {
  title: string;
  excerpt: string;
  author: string | null;
  /** ISO 8601 date and time. */
  published: string;
  modified: string;
  url: string;
}

const organisation = (name: string): Organization => ({ '@type': 'Organization', name });

export function gameJsonLd(game: GameFacts): VideoGame {
  return {
    '@type': 'VideoGame',
    name: game.title,
    url: game.url,
    gamePlatform: game.console,
    ...(game.developers.length ? { author: game.developers.map(organisation) } : {}),
    ...(game.publishers.length ? { publisher: game.publishers.map(organisation) } : {}),
    ...(game.firstReleased ? { datePublished: game.firstReleased } : {}),
    ...(game.image ? { image: game.image } : {}),
  };
}

export function postJsonLd(post: PostFacts): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.published,
    dateModified: post.modified,
    // A deleted author's posts stay, signed by the site.
    author: post.author ? { '@type': 'Person', name: post.author } : organisation(SITE_NAME),
    publisher: organisation(SITE_NAME),
  };
}

/** Home › … › the page: each crumb's name and absolute URL, the last one the page itself. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function jsonLdGraph(things: (VideoGame | BlogPosting | BreadcrumbList)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': things };
}

// Inside <script> the HTML parser ends the element at the first "</script" whatever JSON says, and
// "<!--" changes how it reads on; U+2028/2029 are line ends to older JavaScript parsers. Written
// as JSON escapes, these characters keep their meaning to a JSON-LD reader and none to HTML.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `data` as a `<script type="application/ld+json">` element no string inside it can break out of. */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(UNSAFE, escapeChar)}</script>`;
}
